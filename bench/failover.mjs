#!/usr/bin/env node
// npm run bench:failover — the production topology on loopback (nginx from ops/nginx in front of two API
// instances on PostgreSQL and Redis; ops/test/topology.mjs, the same code the topology test runs) under a
// stream of anonymous reports with Idempotency-Keys and client retries, while instance A is killed with
// SIGKILL part-way and started again. Prints what was sent, acknowledged and stored, duplicates, retries and
// latency. Needs nginx, DATABASE_URL, REDIS_URL and a build (`npm run build`).
//
// BENCH_REPORTS (1000), BENCH_CONCURRENCY (16), BENCH_KILL_AFTER (a third of the reports acknowledged).
import { randomBytes } from 'node:crypto';
import { missingBuild, missingPrerequisites, startTopology } from '../ops/test/topology.mjs';
import { runReportStream, storedPerKey, summarize } from '../ops/test/stream.mjs';

const TOTAL = Number(process.env.BENCH_REPORTS || 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
/** A reporter's client keeps its key and tries again for this long: it outlasts a claim left by the killed instance. */
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_MS || 90_000);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER || Math.floor(TOTAL / 3));

const missing = [...missingPrerequisites(), ...missingBuild().map((file) => `${file} (npm run build)`)];
if (missing.length) {
  console.error(`bench:failover needs ${missing.join(', ')}`);
  process.exit(1);
}

const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);
const answers = (counts) =>
  Object.entries(counts)
    .map(([answer, n]) => `${answer} ×${n}`)
    .join(', ') || 'none';

const topology = await startTopology({ instances: 2, env: { REPORTS_PER_HOUR: String(TOTAL * 10), LOG_LEVEL: 'info' } });
try {
  const [instanceA] = topology.instances;
  let killed = null;
  let restarted = null;
  const stream = await runReportStream({
    url: `${topology.url}/api/corruption-reports/`,
    headers: { origin: topology.url },
    total: TOTAL,
    concurrency: CONCURRENCY,
    runId: randomBytes(4).toString('hex'),
    evidence: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(16 * 1024)]),
    deadlineMs: 20 * 60_000,
    giveUpMs: GIVE_UP_MS,
    onAcknowledged(count) {
      if (count !== KILL_AFTER) return;
      const at = performance.now();
      restarted = instanceA.killWhileServing('POST', '/api/corruption-reports/').then(async (holding) => {
        killed = { holding, at };
        await instanceA.start();
        killed.backMs = performance.now() - at;
      });
      restarted.catch(() => undefined);
    },
  });
  await restarted;
  const figures = summarize(stream, await storedPerKey(topology, stream.runId));

  console.log(`\nFailover: nginx + 2 API instances (PostgreSQL, Redis), ${TOTAL} reports with a 16 KB file each, ${CONCURRENCY} at a time`);
  console.log(`instance A killed (SIGKILL) after ${KILL_AFTER} acknowledged, holding ${killed?.holding ?? '?'} report(s); ready again after ${ms(killed?.backMs ?? null)}\n`);
  console.log(`requests sent           ${figures.sent} reports in ${figures.attempts} requests`);
  console.log(`acknowledged            ${figures.acknowledged} (${figures.replayed} of them replays of a stored answer)`);
  console.log(`stored                  ${figures.stored} rows for ${figures.storedKeys} keys`);
  console.log(`duplicates              ${figures.duplicates}`);
  console.log(`acknowledged, not once  ${figures.acknowledgedNotStoredOnce.length}`);
  console.log(`unanswered              ${figures.abandoned.length} (given up after ${GIVE_UP_MS / 1000} s of retries)`);
  console.log(`refused                 ${figures.refused.length}${figures.refused.length ? ` (${figures.refused[0].refusal})` : ''}`);
  console.log(`retries                 ${figures.retries} (answers other than 201: ${answers(figures.notAcknowledged)})`);
  console.log(`latency, acknowledged   p50 ${ms(figures.latency.p50)}, p99 ${ms(figures.latency.p99)}, max ${ms(figures.latency.max)} (first attempt to answer, retries included)`);
  console.log(`latency, each request   p50 ${ms(figures.attemptLatency.p50)}, p99 ${ms(figures.attemptLatency.p99)}`);
  console.log(`time                    ${figures.seconds.toFixed(1)} s, ${(figures.acknowledged / figures.seconds).toFixed(1)} reports/s`);
} finally {
  await topology.stop();
}
