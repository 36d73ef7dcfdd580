import { loadConfig } from '../api/dist/config.js';
import { openDatabase } from '../api/dist/db/index.js';
import { migrate } from '../api/dist/db/migrate.js';
import { seed } from '../api/dist/seed/index.js';
import { buildApp } from '../api/dist/app.js';
const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: ':memory:', LOG_LEVEL: 'warn' });
const db = await openDatabase(config);
await migrate(db); await seed(db);
const orig = db.query.bind(db);
let count = 0; db.query = (...a) => { count++; return orig(...a); };
const app = await buildApp({ config, db, logStream: { write: () => undefined } });
await app.ready();
for (const url of ['/api/counties/', '/api/projects/?county=032&stage=ongoing&category=water&page=1']) {
  for (let i = 0; i < 50; i++) await app.inject(url);
  count = 0;
  const t = performance.now();
  for (let i = 0; i < 200; i++) await app.inject(url);
  console.log(url, ((performance.now() - t) / 200).toFixed(2), 'ms/request', count / 200, 'queries/request');
}
let t = performance.now();
for (let i = 0; i < 500; i++) await orig('SELECT 1');
console.log('SELECT 1', ((performance.now() - t) / 500).toFixed(3), 'ms');
t = performance.now();
for (let i = 0; i < 200; i++) await orig(`SELECT code, name, region, population, area_km2::float8 AS area, capital FROM counties ORDER BY name`);
console.log('counties select', ((performance.now() - t) / 200).toFixed(3), 'ms');
await app.close();
