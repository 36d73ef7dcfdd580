#!/usr/bin/env node
// npm run bench:import — `npm run import:projects` on a generated CSV of BENCH_IMPORT_ROWS projects (20,000 by
// default) spread over every real ward, into a new embedded database (or PostgreSQL in a schema of its own when
// DATABASE_URL is set): rows per second and the import's peak resident memory. The file is imported twice
// more: once unchanged (every row "unchanged") and once with every budget changed (every row "updated").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSchema } from './schema.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 20_000);
const databaseUrl = process.env.DATABASE_URL || '';
const SECTORS = ['water', 'roads', 'health', 'education', 'agriculture', 'energy', 'ict'];
const STATUSES = ['Planned', 'On Track', 'At Risk', 'Delayed', 'Completed'];

const places = JSON.parse(readFileSync(path.join(root, '..', 'shared', 'data', 'constituencies-wards.json'), 'utf8'));
const wards = places.flatMap((county) =>
  county.constituencies.flatMap((constituency) => constituency.wards.map((ward) => ({ county: county.countyName, constituency: constituency.name, ward }))),
);

const quote = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV, in the columns of the projects download; `budgetStep` changes every budget between runs. */
function csv(budgetStep) {
  const lines = ['id,title,description,category,status,priority,progress,county,constituency,ward,budget_allocated,budget_disbursed,budget_spent,last_update'];
  for (let g = 1; g <= ROWS; g += 1) {
    const place = wards[g % wards.length];
    const sector = SECTORS[g % SECTORS.length];
    const day = new Date(Date.UTC(2026, 0, 1 + (g % 300))).toISOString().slice(0, 10);
    lines.push(
      [
        `imp-${String(g).padStart(6, '0')}`,
        `${sector} works for ${place.ward} ward, number ${g}`,
        `Generated ${sector} project ${g} in ${place.ward}, ${place.constituency}.`,
        sector,
        STATUSES[g % STATUSES.length],
        'Medium',
        String({ Planned: 0, Completed: 100 }[STATUSES[g % STATUSES.length]] ?? 1 + (g % 90)),
        place.county,
        place.constituency,
        place.ward,
        String(1_000_000 + g * 1000 + budgetStep),
        String(g * 500),
        String(g * 400),
        day,
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

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
  writeFileSync(file, csv(0).split('\n').slice(0, 2).join('\n'));
  await runImport(file, env);
  const { seconds: start } = await runImport(file, env);
  console.log(`  the command's start: ${start.toFixed(1)} s (taken off the runs below)`);
  for (const [label, step] of [
    ['new projects', 0],
    ['the same file again', 0],
    ['every budget changed', 7],
  ]) {
    writeFileSync(file, csv(step));
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
