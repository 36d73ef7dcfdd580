#!/usr/bin/env node
// npm run bench:api — the read API under load: GET /api/counties/ and a filtered page of 10,000 projects,
// autocannon with 50 connections for 20 s each, side by side with a bare Node http server answering the
// same bytes from memory in a process of its own (bench/bare-server.mjs), in the same run on the same
// machine (the ratio is the figure to watch); then both
// at a steady 500 req/s for the latency budget. Always on
// the embedded database; on PostgreSQL too when DATABASE_URL is set (in a schema of its own, dropped after;
// with Redis when REDIS_URL is set).
// Needs a build of the API (`npm run build -w @civic/api`).
import { fork, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS || 20);
const CONNECTIONS = 50;
const RATE = 500;
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
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time a process has used, in ms (user and system, every thread), from Linux's /proc/<pid>/stat, whose
 * counts are in clock ticks of 10 ms. Null where there is no /proc.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * As fast as the server at `pid` answers: autocannon, CONNECTIONS connections each sending its next request
 * on each answer. Adds the server's CPU time per answer (µs), which the machine's other work moves less than
 * it moves throughput.
 */
async function load(url, pid) {
  const before = cpuMs(pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const after = cpuMs(pid);
  return { ...result, cpuPerAnswer: before === null || after === null ? null : ((after - before) * 1000) / result.requests.total };
}

/**
 * The budget's fixed rate, held steady: one request every 1000 / rate ms over up to CONNECTIONS kept-alive
 * sockets, each timed from the moment it was due, so a late answer holds up nothing and a slow server shows
 * in the latency of every request queued behind it (no coordinated omission). autocannon's own fixed rate is
 * not steady: each connection sends its share of the second at the top of the second and then waits
 * (lib/httpClient.js resets its count every 1,000 ms), so "500 req/s" is 500 requests in one burst.
 */
async function steady(url, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const interval = 1000 / rate;
  const total = Math.round(rate * DURATION);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const answered = (due, ok) => {
      latencies.push(performance.now() - due);
      if (!ok) errors++;
      if (latencies.length === total) resolve();
    };
    const tick = () => {
      for (let due = start + sent * interval; sent < total && due <= performance.now(); due = start + sent * interval) {
        sent++;
        http.get(url, { agent }, (response) => response.resume().on('end', () => answered(due, response.statusCode === 200))).on('error', () => answered(due, false));
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rate: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

/** Every route under load on one database, beside the bare server answering the same bytes. */
async function measure(variant) {
  const api = await startApi(variant.env);
  let bare = null;
  const rows = [];
  try {
    const answers = [];
    for (const route of ROUTES) {
      const response = await fetch(`http://127.0.0.1:${apiPort}${route}`);
      answers.push({ url: route, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()).toString('base64') });
    }
    bare = fork(path.join(here, 'bare-server.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const barePort = await new Promise((resolve, reject) => {
      bare.once('message', resolve);
      bare.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
      bare.send(answers);
    });
    for (const route of ROUTES) {
      const real = await load(`http://127.0.0.1:${apiPort}${route}`, api.pid);
      const baseline = await load(`http://127.0.0.1:${barePort}${route}`, bare.pid);
      const atBudget = await steady(`http://127.0.0.1:${apiPort}${route}`, RATE);
      const bareAtBudget = await steady(`http://127.0.0.1:${barePort}${route}`, RATE);
      rows.push({ route, real, baseline, atBudget, bareAtBudget, bytes: Buffer.byteLength(answers.find((answer) => answer.url === route).body, 'base64') });
    }
  } finally {
    bare?.disconnect();
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
  for (const { route, real, baseline, atBudget, bareAtBudget, bytes } of rows) {
    console.log(`${route}  (${(bytes / 1024).toFixed(1)} KB answer)`);
    const cpu = (run) => (run.cpuPerAnswer === null ? '' : `   CPU ${run.cpuPerAnswer.toFixed(0).padStart(3)} µs an answer`);
    console.log(`  API          ${real.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(real.latency.p99).padStart(4)} ms   errors ${errors(real)}${cpu(real)}`);
    console.log(
      `  bare Node    ${baseline.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(baseline.latency.p99).padStart(4)} ms   errors ${errors(baseline)}${cpu(baseline)}`,
    );
    console.log(`  ratio        ${(real.requests.average / baseline.requests.average).toFixed(2)} of the bare server's throughput`);
    for (const [name, steadyRun] of [
      [`API at ${RATE}/s`, atBudget],
      [`bare at ${RATE}/s`, bareAtBudget],
    ])
      console.log(
        `  ${name.padEnd(12)} ${steadyRun.rate.toFixed(0).padStart(7)} req/s   p99 ${steadyRun.p99.toFixed(1).padStart(4)} ms   p50 ${steadyRun.p50.toFixed(1)} ms   errors ${steadyRun.errors}`,
      );
  }
}
console.log(`\nThe first two rows are at saturation (as fast as each answers); the last two at the budget's ${RATE} req/s, one request every ${1000 / RATE} ms.`);
console.log("Target: p99 ≤ 20 ms at 500 req/s with 0 errors, and at least 0.5 of the bare server's throughput at saturation.");
