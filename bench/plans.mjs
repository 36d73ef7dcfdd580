#!/usr/bin/env node
// npm run bench:plans — the plan (EXPLAIN) of every query the public reads run, at BENCH_PROJECTS generated
// projects (100,000 by default), on the embedded database, or on PostgreSQL when DATABASE_URL is set. The
// API is built as the server builds it and each read is asked of it once; every query it runs is recorded and
// explained with the parameters it ran with. Prints Markdown (docs/query-plans.md is its output).
// Needs a build of the API (`npm run build -w @civic/api`).
import { randomBytes } from 'node:crypto';
import { buildApp } from '../api/dist/app.js';
import { loadConfig } from '../api/dist/config.js';
import { openDatabase } from '../api/dist/db/index.js';
import { migrate } from '../api/dist/db/migrate.js';
import { seed } from '../api/dist/seed/index.js';
import { encodeCursor } from '../api/dist/cursor.js';
import { projectListId } from '../api/dist/governance/projectRoutes.js';
import { generateProjects } from './generate.mjs';
import { benchSchema } from './schema.mjs';

const COUNT = Number(process.env.BENCH_PROJECTS || 100_000);
const databaseUrl = process.env.DATABASE_URL || '';

const READS = [
  ['The project list, first page', '/api/projects/'],
  ['The project list, a page near the end (cursor)', `/api/projects/?after=${encodeCursor(projectListId('updated', {}), { key: '2026-01-02', id: '' })}`],
  ['The project list by budget, filtered by county and sector', '/api/projects/?county=032&category=water&sort=budget'],
  ['Project search, three letters or more', '/api/projects/?q=water'],
  ['Project search, two letters', '/api/projects/?q=wa'],
  ['Site search, a broad word (thousands of projects)', '/api/search/?q=water'],
  ['Site search, a place (a few hundred projects)', '/api/search/?q=njoro'],
  ['Projects of one ward', '/api/projects/?county=032&constituency=167&ward=0830'],
  ['Filter options', '/api/projects/options/'],
  ['Filter options of a search', '/api/projects/options/?q=borehole'],
  ['Spending', '/api/spending/'],
  ['County page', '/api/counties/032/'],
  ['One project', '/api/projects/gen-000042/'],
];

const { schema, drop } = await benchSchema(databaseUrl, 'plans');
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: '',
  DATA_DIR: ':memory:',
  LOG_LEVEL: 'warn',
  RECEIPT_PEPPER: randomBytes(32).toString('hex'),
  IP_HASH_SECRET: randomBytes(32).toString('hex'),
});
const db = await openDatabase({ ...config, ...(schema ? { searchPath: schema } : {}) });
try {
  await migrate(db);
  await seed(db);
  await generateProjects(db, COUNT);
  /** Every query the app runs while `recording` is on. */
  let recording = null;
  const watched = {
    ...db,
    kind: db.kind,
    query(sql, params) {
      recording?.push({ sql, params: params ?? [] });
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    listen: (...args) => db.listen(...args),
  };
  const app = await buildApp({ config, db: watched, logStream: { write: () => undefined } });
  await app.ready();
  console.log(`# Query plans at ${COUNT.toLocaleString('en')} projects (${db.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'})\n`);
  console.log('Printed by `npm run bench:plans`: each public read asked once, and every query it ran explained with its parameters.\n');
  for (const [title, url] of READS) {
    recording = [];
    const answer = await app.inject({ url });
    const queries = recording.filter(({ sql }) => !/data_versions/.test(sql));
    recording = null;
    console.log(`## ${title}\n\n\`GET ${url.length > 90 ? `${url.slice(0, 90)}…` : url}\` (${answer.statusCode})\n`);
    for (const { sql, params } of queries) {
      const plan = await db.query(`EXPLAIN (COSTS OFF) ${sql}`, params);
      console.log('```');
      console.log(sql.replace(/\s+/g, ' ').trim().slice(0, 400));
      console.log('');
      for (const row of plan) console.log(row['QUERY PLAN']);
      console.log('```\n');
    }
  }
  await app.close();
} finally {
  await db.close();
  await drop();
}
