#!/usr/bin/env node
// npm run bench:scale — the public reads as the data grows: for each size in BENCH_SIZES (1,000, 10,000 and
// 100,000 projects by default), bench/api-server.mjs generates that many projects over all 1,450 wards, and
// every read runs cold (a query string the server has not answered before on every request, so no cached
// answer is used) with autocannon, 10 connections, BENCH_SECONDS (10) each: req/s, p99 and errors. Then a
// file (/remotes.json) while the site search runs beside it, the download of every project, and the server's
// resident memory (now and at its peak). The forum and the case desk grow with the projects (a fifth as many
// discussions and cases, as many comments), and their reads run as a signed-in case handler. On the embedded
// database, and on PostgreSQL too when DATABASE_URL is set.
// Needs a build of the API (`npm run build -w @civic/api`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { encodeCursor } from '../api/dist/cursor.js';
import { projectListId } from '../api/dist/governance/projectRoutes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.BENCH_SIZES || '1000,10000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
/** BENCH_READS=search,spending: only the reads whose names contain one of these words (all by default). */
const CHOSEN = (process.env.BENCH_READS || '').split(',').filter(Boolean);
const chosen = (read) => CHOSEN.length === 0 || CHOSEN.some((word) => read.name.includes(word));
const CONNECTIONS = 10;
const PAGE_SIZE = 12;
const apiPort = 18_950 + Math.floor(Math.random() * 40);

const VARIANTS = [
  { name: 'Embedded database (PGlite)', env: { DATABASE_URL: '' } },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL (DATABASE_URL)', env: { DATABASE_URL: process.env.DATABASE_URL } }] : []),
];

/** The reads, each a path and query; `cold=<n>` is added to every request so none is answered from the cache. */
const READS = [
  { name: 'project text search q=water', path: '/api/projects/?q=water' },
  { name: 'project text search q=njoro (a few hundred)', path: '/api/projects/?q=njoro' },
  { name: 'site search q=water', path: '/api/search/?q=water' },
  { name: 'site search q=njoro (a few hundred)', path: '/api/search/?q=njoro' },
  { name: 'spending', path: '/api/spending/?by=county' },
  { name: 'project filter options', path: '/api/projects/options/' },
  { name: 'county page 032', path: '/api/counties/032/' },
  // The generated projects' oldest day is 2026-01-01: the rows after this cursor are the list's last few hundred.
  { name: 'a page near the end of the list', path: `/api/projects/?pageSize=${PAGE_SIZE}&after=${encodeCursor(projectListId('updated', {}), { key: '2026-01-02', id: '' })}` },
];

/**
 * The forum's and the desk's reads, as the signed-in case handler api-server.mjs makes: personal answers,
 * never cached, so every request is worked out (the desk refuses parameters it does not know, so no `cold`).
 */
const SIGNED_IN_READS = (discussion) => [
  { name: 'forum list', path: '/api/discussions/' },
  { name: 'forum comments, most replies', path: `/api/discussions/${discussion}/comments/?sort=popular` },
  { name: 'desk list', path: '/api/desk/cases/' },
  { name: 'desk, a reference', path: '/api/desk/cases/?q=uh-2026-aaab-2345' },
];

async function startApi(env, size) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-bench-scale-'));
  const child = spawn(process.execPath, [path.join(here, 'api-server.mjs'), String(apiPort), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, BENCH_PROJECTS: String(size) },
  });
  const started = Date.now();
  const ready = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const line = /READY (.*)/.exec(String(chunk));
      if (line) resolve(JSON.parse(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
  return {
    ...ready,
    pid: child.pid,
    seconds: (Date.now() - started) / 1000,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, now and at its peak, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

let cold = 0;
/** Every request asks for `pathAndQuery` with a query string never asked before. */
function coldLoad(pathAndQuery, { connections = CONNECTIONS, headers = {}, fresh = true } = {}) {
  const joiner = pathAndQuery.includes('?') ? '&' : '?';
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${apiPort}`,
        connections,
        duration: DURATION,
        headers,
        requests: [
          {
            setupRequest(request) {
              cold += 1;
              return { ...request, path: fresh ? `${pathAndQuery}${joiner}cold=${cold}` : pathAndQuery };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function warmLoad(pathAndQuery) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${apiPort}${pathAndQuery}`, connections: 2, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const errors = (result) => result.errors + result.timeouts + result.non2xx;

async function measure(variant, size) {
  const api = await startApi(variant.env, size);
  try {
    const rows = [];
    for (const read of READS.filter(chosen)) {
      const check = await fetch(`http://127.0.0.1:${apiPort}${read.path}`);
      if (!check.ok) throw new Error(`${read.path} answered ${check.status}: ${await check.text()}`);
      rows.push({ name: read.name, result: await coldLoad(read.path) });
    }
    for (const read of SIGNED_IN_READS(api.discussion).filter(chosen)) {
      const headers = { cookie: api.session };
      const check = await fetch(`http://127.0.0.1:${apiPort}${read.path}`, { headers });
      if (!check.ok) throw new Error(`${read.path} answered ${check.status}: ${await check.text()}`);
      const bytes = (await check.arrayBuffer()).byteLength;
      rows.push({ name: `${read.name} (${(bytes / 1024).toFixed(0)} KB)`, result: await coldLoad(read.path, { headers, fresh: false }) });
    }
    // Every project as CSV: how soon the first byte comes, how long the whole file takes, and the server's memory after.
    const download = { started: Date.now(), firstByte: 0, bytes: 0 };
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/projects/?format=csv&cold=${(cold += 1)}`, { headers: { 'accept-encoding': 'identity' } });
    for await (const chunk of response.body) {
      if (!download.firstByte) download.firstByte = Date.now() - download.started;
      download.bytes += chunk.length;
    }
    download.seconds = (Date.now() - download.started) / 1000;
    download.memory = memoryOf(api.pid);
    // A file while the site search keeps the database busy.
    const [, file] = await Promise.all([coldLoad('/api/search/?q=water'), warmLoad('/remotes.json')]);
    return { seconds: api.seconds, rows, file, download, memory: memoryOf(api.pid) };
  } finally {
    await api.stop();
  }
}

const figure = (result) =>
  result.requests.total === 0
    ? `     no answer in ${DURATION} s`
    : `${result.requests.average.toFixed(1).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(6)} ms   errors ${String(errors(result)).padStart(3)}`;

for (const variant of VARIANTS) {
  for (const size of SIZES) {
    const { seconds, rows, file, download, memory } = await measure(variant, size);
    console.log(
      `\n${variant.name}, ${size.toLocaleString('en')} projects (generated and started in ${seconds.toFixed(0)} s), cold reads, ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    for (const { name, result } of rows) console.log(`  ${name.padEnd(32)} ${figure(result)}`);
    console.log(`  ${'/remotes.json beside site search'.padEnd(32)} ${figure(file)}`);
    console.log(
      `  ${'every project as CSV'.padEnd(32)} first byte after ${download.firstByte} ms, ${(download.bytes / 1048576).toFixed(1)} MB in ${download.seconds.toFixed(1)} s; server then ${download.memory.rss.toFixed(0)} MB resident`,
    );
    console.log(`  server memory: ${memory.rss.toFixed(0)} MB resident, ${memory.peak.toFixed(0)} MB at its peak`);
  }
}
console.log('\nTargets at 100,000: lists, filters, county and spending p99 ≤ 50 ms; site and project search p99 ≤ 150 ms; a file p99 ≤ 20 ms under search load.');
