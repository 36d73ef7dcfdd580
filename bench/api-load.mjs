#!/usr/bin/env node
// npm run bench:api — the read API under load: GET /api/counties/ and a filtered page of 10,000 projects,
// autocannon with 50 connections for 20 s each, side by side with a bare Node http server answering the
// same bytes from memory, in the same run on the same machine (the ratio is the figure to watch). Always on
// the embedded database; on PostgreSQL too when DATABASE_URL is set (in a schema of its own, dropped after;
// with Redis when REDIS_URL is set).
// Needs a build of the API (`npm run build -w @civic/api`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS || 20);
const CONNECTIONS = 50;
const ROUTES = ['/api/counties/', '/api/projects/?county=032&stage=ongoing&category=water&page=1'];
const apiPort = 18_900 + Math.floor(Math.random() * 50);

const VARIANTS = [
  { name: 'Embedded database (PGlite)', env: { DATABASE_URL: '' } },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL (DATABASE_URL)', env: { DATABASE_URL: process.env.DATABASE_URL } }] : []),
];

/** Starts bench/api-server.mjs; resolves once it listens. */
async function startApi(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-bench-api-'));
  const child = spawn(process.execPath, [path.join(here, 'api-server.mjs'), String(apiPort), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('READY') && resolve());
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
  return {
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * As fast as the server answers, or at a fixed `rate` of requests a second (the budget's 500 req/s).
 * At a fixed rate autocannon's correction for coordinated omission is left out: it assumes a request was due
 * every ceil(1 / rate) ms, which is 1 ms whatever the rate, so every answer slower than that counts as that
 * many answers again (a bare Node server shows a p99 near 50 ms at 500 req/s with it). Each connection makes
 * its 10 requests a second without waiting on a schedule, so no request goes out late and nothing is left
 * to correct while answers take under 100 ms.
 */
function load(url, rate) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}) }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Every route under load on one database, beside the bare server answering the same bytes. */
async function measure(variant) {
  const api = await startApi(variant.env);
  // The bare server answers each route with the bytes the API gave, from memory.
  const answers = new Map();
  const bare = createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length }).end(answer.body);
  });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const response = await fetch(`http://127.0.0.1:${apiPort}${route}`);
      answers.set(route, { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) });
    }
    await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const barePort = bare.address().port;
    for (const route of ROUTES) {
      const real = await load(`http://127.0.0.1:${apiPort}${route}`);
      const baseline = await load(`http://127.0.0.1:${barePort}${route}`);
      const atBudget = await load(`http://127.0.0.1:${apiPort}${route}`, 500);
      rows.push({ route, real, baseline, atBudget, bytes: answers.get(route).body.length });
    }
  } finally {
    bare.close();
    await api.stop();
  }
  return rows;
}

const results = [];
for (const variant of VARIANTS) results.push({ variant, rows: await measure(variant) });

const errors = (result) => result.errors + result.timeouts + result.non2xx;
console.log(`\nRead API under load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per run, 10,000 projects`);
for (const { variant, rows } of results) {
  console.log(`\n${variant.name}\n`);
  for (const { route, real, baseline, atBudget, bytes } of rows) {
    console.log(`${route}  (${(bytes / 1024).toFixed(1)} KB answer)`);
    console.log(`  API          ${real.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(real.latency.p99).padStart(4)} ms   errors ${errors(real)}`);
    console.log(`  bare Node    ${baseline.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(baseline.latency.p99).padStart(4)} ms   errors ${errors(baseline)}`);
    console.log(`  ratio        ${(real.requests.average / baseline.requests.average).toFixed(2)} of the bare server's throughput`);
    console.log(`  API at 500/s ${atBudget.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(atBudget.latency.p99).padStart(4)} ms   errors ${errors(atBudget)}`);
  }
}
console.log("\nThe first two rows are at saturation (as fast as each answers); the last is at the budget's fixed rate.");
console.log("Target: p99 ≤ 20 ms at 500 req/s with 0 errors, and at least 0.5 of the bare server's throughput at saturation.");
