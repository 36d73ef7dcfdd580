#!/usr/bin/env node
// npm run bench:import — `npm run import:projects` on a generated CSV of BENCH_IMPORT_ROWS projects (20,000 by
// default) spread over every real ward, into a new embedded database (or PostgreSQL in a schema of its own when
// DATABASE_URL is set): rows per second and the import's peak resident memory. The file is imported twice
// more: once unchanged (every row "unchanged") and once with every budget changed (every row "updated"). The
// file is the one bench:scale imports (generate.mjs), which needs a build of the API (`npm run build -w @civic/api`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectsCsv } from './generate.mjs';
import { benchSchema } from './schema.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 20_000);
const databaseUrl = process.env.DATABASE_URL || '';
/** Runs the import command on `file`, sampling its resident memory; answers seconds, peak MB and its output. */
function runImport(file, env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'scripts', 'import-projects.ts'), file], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const sample = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peak = Math.max(peak, Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        // The process has just ended.
      }
    }, 100);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sample);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`the import exited ${code}:\n${output}`));
      else resolve({ seconds, peak, output });
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'civic-bench-import-'));
const { schema, drop } = await benchSchema(databaseUrl, 'bench');
try {
  const url = schema ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '';
  const env = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: url, LOG_LEVEL: 'warn' };
  const file = path.join(work, 'projects.csv');
  console.log(`${databaseUrl ? 'PostgreSQL' : 'Embedded database (PGlite)'}: importing ${ROWS.toLocaleString('en')} generated projects with npm run import:projects`);
  // The command's own start (opening, migrating and seeding the database), timed on a file of one project
  // once the database exists, is taken off each run below.
  writeFileSync(file, projectsCsv(1, { prefix: 'imp' }));
  await runImport(file, env);
  const { seconds: start } = await runImport(file, env);
  console.log(`  the command's start: ${start.toFixed(1)} s (taken off the runs below)`);
  for (const [label, step] of [
    ['new projects', 0],
    ['the same file again', 0],
    ['every budget changed', 7],
  ]) {
    writeFileSync(file, projectsCsv(ROWS, { prefix: 'imp', budgetStep: step }));
    const { seconds, peak, output } = await runImport(file, env);
    const counts = /(\d+) created, (\d+) updated, (\d+) unchanged/.exec(output)?.[0] ?? output.trim().split('\n').at(-1);
    const importing = Math.max(0.001, seconds - start);
    console.log(
      `  ${label.padEnd(22)} ${importing.toFixed(1).padStart(6)} s  ${Math.round(ROWS / importing)
        .toLocaleString('en')
        .padStart(7)} rows/s  peak ${peak.toFixed(0)} MB  (${counts})`,
    );
  }
  console.log('Target: >= 2,000 rows/s on the embedded database, with flat memory.');
} finally {
  await drop();
  rmSync(work, { recursive: true, force: true });
}
