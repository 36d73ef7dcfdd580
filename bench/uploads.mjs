#!/usr/bin/env node
// npm run bench:uploads — 10 concurrent corruption reports, each with one 10 MB file, sent to a real
// server process started as the README starts it (`node api/dist/server.js`, embedded database, its own
// data folder). Prints throughput and the server's peak memory (VmHWM), which must stay bounded because
// files are streamed to disk, never held whole. Needs a build (`npm run build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONCURRENT = Number(process.env.BENCH_REPORTS || 10);
const FILE_BYTES = 10 * 1024 * 1024 - 1024;
const port = 18_500 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;

function memoryKb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(field));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

/** A PDF header followed by padding: accepted by the type check, the size of a phone video. */
function evidence() {
  const file = Buffer.alloc(FILE_BYTES, 0x20);
  file.write('%PDF-1.4\n', 0);
  return file;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-bench-uploads-'));
const server = spawn(process.execPath, [path.join(repoDir, 'api/dist/server.js')], {
  // All the benchmark's reports come from one address; the per-client limit (5 an hour) is raised for it.
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', REPORTS_PER_HOUR: '1000' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/api/health/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const idleKb = memoryKb(server.pid, 'VmRSS');
  const file = evidence();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        incidentType: 'procurement',
        location: 'Bench county',
        date: '2026-10-01',
        description: `Benchmark report ${i}`,
        isAnonymous: 'true',
      }))
        form.append(name, value);
      form.append('evidenceFiles', new Blob([file], { type: 'application/pdf' }), `evidence-${i}.pdf`);
      return fetch(`${base}/api/corruption-reports/`, { method: 'POST', body: form, headers: { origin: base } }).then((r) => r.status);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peakKb = memoryKb(server.pid, 'VmHWM');
  const accepted = answers.filter((status) => status === 201).length;
  const megabytes = (accepted * FILE_BYTES) / (1024 * 1024);
  console.log(`\nUploads: ${CONCURRENT} concurrent reports, one ${(FILE_BYTES / 1024 / 1024).toFixed(1)} MB file each\n`);
  console.log(`answers               ${answers.join(' ')}`);
  console.log(`time                  ${seconds.toFixed(2)} s`);
  console.log(`throughput            ${(megabytes / seconds).toFixed(1)} MB/s (${(accepted / seconds).toFixed(2)} reports/s)`);
  console.log(
    `server memory         idle ${(idleKb / 1024).toFixed(0)} MB, peak ${(peakKb / 1024).toFixed(0)} MB (the files total ${((CONCURRENT * FILE_BYTES) / 1024 / 1024).toFixed(0)} MB)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
