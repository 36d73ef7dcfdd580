import { loadConfig } from '../api/dist/config.js';
import { openDatabase } from '../api/dist/db/index.js';
import { migrate } from '../api/dist/db/migrate.js';
import { seed } from '../api/dist/seed/index.js';
const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: ':memory:', LOG_LEVEL: 'warn' });
const db = await openDatabase(config);
await migrate(db); await seed(db);
async function time(label, sql, params) {
  for (let i = 0; i < 50; i++) await db.query(sql, params);
  const t = performance.now();
  for (let i = 0; i < 300; i++) await db.query(sql, params);
  console.log(label.padEnd(30), ((performance.now() - t) / 300).toFixed(3), 'ms');
}
await time('select 1', 'SELECT 1');
await time('select 1 param', 'SELECT $1::int', [1]);
await time('counties full', `SELECT code, name, region, former_province, population, population_male, population_female, population_intersex,
  area_km2::float8 AS area, capital, iso_code, notes FROM counties WHERE ($1::text IS NULL OR region = $1) AND ($2::text IS NULL OR fold_text(name || ' ' || capital) LIKE $2) ORDER BY name`, [null, null]);
await time('counties simple', `SELECT code, name, region, population, area_km2::float8 AS area, capital FROM counties ORDER BY name`);
await db.close();
