// A bounded stream of anonymous corruption reports, sent as the site's own client sends them: each report
// with its own Idempotency-Key, retried with the same key and the same bytes after a network error, 502,
// 503, 504 or 409, with a short backoff. Used by the topology test and `npm run bench:failover` while an
// instance is killed, then compared with what the database holds.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { multipart, request } from './http.mjs';
import { unwrapHeld } from '../../api/dist/reporting/caseKeys.js';
import { openPart } from '../../api/dist/reporting/sealedCase.js';

/** Answers after which the same submission is sent again: the instance died, was stopping, or the first attempt is still being worked on. */
const RETRYABLE = new Set([409, 502, 503, 504]);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A day in the past (Nairobi's today may be ahead of this machine's). */
function incidentDate() {
  return new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
}

/** The marker every report of a run carries in its description, then ` key:<its key>`. */
export function streamMarker(runId) {
  return `Failover stream ${runId} report`;
}

/**
 * Sends `total` reports, `concurrency` at a time, to `url` (…/api/corruption-reports/). A report is
 * 'acknowledged' (201, first answer or replay), 'refused' (any other answer: a bug here), or 'abandoned'
 * when retrying it took longer than `giveUpMs` or ran past `deadlineMs` (then nobody told the client
 * anything). No new report starts after the deadline. `onAcknowledged(count)` runs after each
 * acknowledgement (the caller kills an instance at some count).
 */
export async function runReportStream({
  url,
  headers = {},
  total,
  concurrency,
  runId = randomBytes(4).toString('hex'),
  evidence,
  deadlineMs,
  giveUpMs = 8_000,
  attemptTimeoutMs = 15_000,
  onAcknowledged = () => undefined,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();
  const deadline = started + deadlineMs;
  const reports = [];
  const attempts = [];
  let next = 0;
  let acknowledged = 0;

  async function send(index) {
    const key = `${runId}-${String(index).padStart(5, '0')}-${randomBytes(6).toString('hex')}`;
    const form = await multipart(
      {
        incidentType: 'procurement',
        location: 'Failover drill',
        date: incidentDate(),
        description: `${streamMarker(runId)} ${index} key:${key}`,
        isAnonymous: 'true',
        // Stored exactly as sent, so no time goes to cleaning files and retries are byte for byte the same.
        keepOriginals: 'true',
      },
      evidence ? [{ field: 'evidenceFiles', name: `evidence-${index}.pdf`, type: 'application/pdf', bytes: evidence }] : [],
    );
    const report = { index, key, outcome: 'abandoned', receipt: null, replayed: false, attempts: 0, latencyMs: null, refusal: null };
    reports.push(report);
    const first = performance.now();
    for (;;) {
      report.attempts += 1;
      const sentAt = performance.now();
      let answer = null;
      let failure = null;
      try {
        answer = await request(url, {
          method: 'POST',
          agent,
          timeoutMs: attemptTimeoutMs,
          headers: { ...headers, 'content-type': form.contentType, 'content-length': String(form.body.length), 'idempotency-key': key },
          body: form.body,
        });
      } catch (error) {
        failure = error.code ?? 'network error';
      }
      const outcome = answer ? String(answer.status) : 'network';
      attempts.push({ ms: performance.now() - sentAt, outcome, detail: failure });
      if (answer?.status === 201) {
        const body = JSON.parse(answer.body.toString('utf8'));
        report.outcome = 'acknowledged';
        report.receipt = body.data?.receipt ?? null;
        report.replayed = answer.headers['idempotent-replayed'] === 'true';
        report.latencyMs = performance.now() - first;
        acknowledged += 1;
        onAcknowledged(acknowledged, report);
        return;
      }
      if (answer && !RETRYABLE.has(answer.status)) {
        report.outcome = 'refused';
        report.refusal = `HTTP ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`;
        return;
      }
      const now = performance.now();
      if (now - first > giveUpMs || now > deadline) return;
      // Doubling from 100 ms to 1 s, with jitter so retries do not arrive together; Retry-After (409: 1 s,
      // a stopping instance: 5 s) is honoured up to 2 s, as the other instance can take the retry sooner.
      const backoff = Math.min(1_000, 100 * 2 ** (report.attempts - 1)) * (0.5 + Math.random() / 2);
      const retryAfter = Number(answer?.headers['retry-after'] ?? 0) * 1_000;
      await sleep(Math.max(backoff, Math.min(retryAfter, 2_000)));
    }
  }

  async function worker() {
    while (next < total && performance.now() < deadline) {
      const index = next;
      next += 1;
      await send(index);
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  reports.sort((a, b) => a.index - b.index);
  return { runId, reports, attempts, elapsedMs: performance.now() - started };
}

/**
 * Every report as a case handler reads it: the texts are sealed with each case's own key, opened here (with
 * the API's own code) through the recovery key, which a new site keeps on the server until an administrator
 * takes it offline. Each with its messages, oldest first.
 */
export async function openedReports(topology) {
  const [recovery] = await topology.sql('SELECT public_key, private_key FROM case_recovery_key');
  if (!recovery?.private_key) throw new Error('the recovery key is not on the server: the reports cannot be opened here');
  const pair = { publicKey: Buffer.from(recovery.public_key, 'base64'), privateKey: Buffer.from(recovery.private_key, 'base64') };
  const rows = await topology.sql(`SELECT r.id, r.description, k.wrapped FROM reports r JOIN report_keys k ON k.report_id = r.id AND k.holder = 'recovery'`);
  const messages = await topology.sql('SELECT report_id, body FROM report_messages ORDER BY created_at, id');
  return rows.map((row) => {
    const lock = { id: row.id, key: unwrapHeld(row.wrapped, pair, row.id) };
    return {
      id: row.id,
      description: openPart(lock, 'description', row.description),
      messages: messages.filter((message) => message.report_id === row.id).map((message) => openPart(lock, 'message', message.body)),
    };
  });
}

/** How many reports each key of a run has (keys with none are absent). */
export async function storedPerKey(topology, runId) {
  const stored = new Map();
  for (const report of await openedReports(topology)) {
    if (!report.description.startsWith(`${streamMarker(runId)} `)) continue;
    const key = / key:(\S+)$/.exec(report.description)?.[1];
    if (key) stored.set(key, (stored.get(key) ?? 0) + 1);
  }
  return stored;
}

export function percentile(values, fraction) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** The figures of a run against what was stored. */
export function summarize(stream, stored) {
  const acknowledged = stream.reports.filter((report) => report.outcome === 'acknowledged');
  const retries = stream.attempts.length - stream.reports.length;
  const byOutcome = {};
  for (const attempt of stream.attempts) if (attempt.outcome !== '201') byOutcome[attempt.outcome] = (byOutcome[attempt.outcome] ?? 0) + 1;
  const rows = [...stored.values()].reduce((sum, n) => sum + n, 0);
  const answered = acknowledged.map((report) => report.latencyMs);
  const each = stream.attempts.map((attempt) => attempt.ms);
  return {
    sent: stream.reports.length,
    attempts: stream.attempts.length,
    acknowledged: acknowledged.length,
    replayed: acknowledged.filter((report) => report.replayed).length,
    refused: stream.reports.filter((report) => report.outcome === 'refused'),
    abandoned: stream.reports.filter((report) => report.outcome === 'abandoned'),
    stored: rows,
    storedKeys: stored.size,
    duplicates: [...stored.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    acknowledgedNotStoredOnce: acknowledged.filter((report) => stored.get(report.key) !== 1).map((report) => `${report.key}: ${stored.get(report.key) ?? 0} rows`),
    retries,
    /** Every answer that was not a 201 (a report given up on has one more of these than it has retries). */
    notAcknowledged: byOutcome,
    latency: { p50: percentile(answered, 0.5), p99: percentile(answered, 0.99), max: percentile(answered, 1) },
    attemptLatency: { p50: percentile(each, 0.5), p99: percentile(each, 0.99) },
    seconds: stream.elapsedMs / 1000,
  };
}
