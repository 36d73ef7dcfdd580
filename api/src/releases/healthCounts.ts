import type { Queryable } from '../db/index.js';

/** What a browser reports about a unit it runs: it loaded, it failed to load, or it threw while rendering. */
export const HEALTH_KINDS = ['loaded', 'load-failed', 'render-error'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** One reported event, checked: the unit and version are released, the path has no query or fragment. */
export interface HealthEvent {
  unit: string;
  version: string;
  kind: HealthKind;
  path: string;
}

export interface KindCounts {
  loaded: number;
  loadFailed: number;
  renderError: number;
}

/** Counts are kept this long; the sweep removes older minutes. */
export const RETENTION_DAYS = 30;

/**
 * Adds a batch of events to the per-minute counts, in one statement that every instance can run at once: the
 * same (unit, version, kind, path, minute) row is added to, never duplicated. Rows go in a fixed order, so two
 * batches touching the same rows lock them in the same order and cannot deadlock. The minute is the database's,
 * so instances with drifting clocks still agree.
 */
export async function recordHealthEvents(db: Queryable, events: readonly HealthEvent[]): Promise<void> {
  const counts = new Map<string, { event: HealthEvent; count: number }>();
  for (const event of events) {
    const key = JSON.stringify([event.unit, event.version, event.kind, event.path]);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { event, count: 1 });
  }
  const rows = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
  if (!rows.length) return;
  const params: unknown[] = [];
  const values = rows.map(({ event, count }) => {
    params.push(event.unit, event.version, event.kind, event.path, count);
    const at = params.length - 4;
    return `($${at}, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::int)`;
  });
  await db.query(
    `INSERT INTO release_health (unit, version, kind, path, minute, count)
     SELECT unit, version, kind, path, date_trunc('minute', now()), count FROM (VALUES ${values.join(', ')}) AS batch (unit, version, kind, path, count)
     ON CONFLICT (unit, version, kind, path, minute) DO UPDATE SET count = release_health.count + EXCLUDED.count`,
    params,
  );
}

/**
 * Per unit and version, the events counted since `since` (from the start of its minute: counts are kept per
 * minute), by every instance. `unit` narrows it to one unit.
 */
export async function countsSince(db: Queryable, since: Date, unit?: string): Promise<Record<string, Record<string, KindCounts>>> {
  const rows = await db.query<{ unit: string; version: string; kind: HealthKind; count: string | number }>(
    `SELECT unit, version, kind, sum(count)::int8 AS count FROM release_health
      WHERE minute >= date_trunc('minute', $1::timestamptz) ${unit === undefined ? '' : 'AND unit = $2'}
      GROUP BY unit, version, kind ORDER BY unit, version, kind`,
    unit === undefined ? [since.toISOString()] : [since.toISOString(), unit],
  );
  const units: Record<string, Record<string, KindCounts>> = {};
  for (const row of rows) {
    const versions = (units[row.unit] ??= {});
    const counts = (versions[row.version] ??= { loaded: 0, loadFailed: 0, renderError: 0 });
    const count = Number(row.count);
    if (row.kind === 'loaded') counts.loaded += count;
    else if (row.kind === 'load-failed') counts.loadFailed += count;
    else counts.renderError += count;
  }
  return units;
}

/**
 * How often a release failed: its errors (failed loads and render errors) over its sample (loads tried: loaded
 * and failed). A render error happens after a load, so errors can outnumber the sample when events are lost;
 * the rate then stays at 100%.
 */
export interface ErrorRate {
  errors: number;
  sample: number;
  rate: number;
}

export function errorRate(counts: { loaded: number; loadFailed: number; renderError: number }): ErrorRate {
  const errors = counts.loadFailed + counts.renderError;
  const sample = counts.loaded + counts.loadFailed;
  return { errors, sample, rate: errors === 0 ? 0 : Math.min(1, errors / Math.max(sample, 1)) };
}

/** Removes counts older than RETENTION_DAYS; answers how many rows went. */
export async function sweepHealthCounts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ removed: number }>(
    `WITH gone AS (DELETE FROM release_health WHERE minute < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS removed FROM gone`,
    [RETENTION_DAYS],
  );
  return row?.removed ?? 0;
}
