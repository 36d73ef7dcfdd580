import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';
import { hashClientAddress } from '../limits/rateLimiter.js';
import { tooManyRequests } from '../community/limits.js';
import { errorMessage } from '../observability/log.js';
import { refusedOperatorRead } from '../observability/routes.js';
import type { DeployRegistry } from './deployRegistry.js';
import { countsSince, errorRate, HEALTH_KINDS, recordHealthEvents, sweepHealthCounts, type HealthEvent, type HealthKind } from './healthCounts.js';

/** A beacon is a handful of small events; anything larger is not one. */
const BODY_LIMIT = 4 * 1024;
const MAX_EVENTS = 20;
const MAX_PATH = 200;

/** The window of the per-client limit (config.releaseHealthPerMinute events; the client is a daily HMAC of its address). */
const RELEASE_HEALTH_WINDOW_MS = 60_000;

const DEFAULT_WINDOW_MS = 24 * 3_600_000;
const SWEEP_INTERVAL_MS = 3_600_000;
/** Control characters and spaces never belong in a pathname a browser reports. */
const UNSAFE_PATH = /[\s\u0000-\u001f\u007f]/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The events of a beacon, each checked at the edge, naming the first field at fault (`events[2].kind`). A unit
 * is `shell` or a remote the registry lists; a version must be on disk for that unit, which bounds what reaches
 * the metrics' labels and the table to what was released. The path keeps only its pathname.
 */
function readEvents(body: unknown, registry: DeployRegistry): HealthEvent[] {
  const events = isObject(body) ? body.events : undefined;
  if (!Array.isArray(events) || events.length < 1 || events.length > MAX_EVENTS) throw badRequest(`events must be a list of 1 to ${MAX_EVENTS} events.`, 'events');
  const remotes = registry.remotePackages();
  return events.map((event: unknown, index) => {
    const at = `events[${index}]`;
    if (!isObject(event)) throw badRequest(`${at} must be an object with unit, version, channel, kind and path.`, at);
    const { unit, version, channel, kind, path } = event;
    if (typeof unit !== 'string' || (unit !== 'shell' && !remotes.has(unit))) throw badRequest(`${at}.unit must be shell or the package name of a released remote.`, `${at}.unit`);
    if (typeof version !== 'string' || !registry.knownVersions(unit).has(version)) throw badRequest(`${at}.version is not a released version of ${unit}.`, `${at}.version`);
    if (channel !== 'live' && channel !== 'canary') throw badRequest(`${at}.channel must be live or canary.`, `${at}.channel`);
    if (typeof kind !== 'string' || !HEALTH_KINDS.includes(kind as HealthKind)) throw badRequest(`${at}.kind must be one of ${HEALTH_KINDS.join(', ')}.`, `${at}.kind`);
    const pathname = typeof path === 'string' ? path.split(/[?#]/, 1)[0]! : '';
    if (!pathname.startsWith('/') || pathname.length > MAX_PATH || UNSAFE_PATH.test(pathname)) {
      throw badRequest(`${at}.path must be a path starting with / of at most ${MAX_PATH} characters.`, `${at}.path`);
    }
    return { unit, version, kind: kind as HealthKind, path: pathname };
  });
}

/** `?since=` as a time; 24 hours ago when absent. */
function sinceOf(request: FastifyRequest): Date {
  const since = (request.query as { since?: unknown }).since;
  if (since === undefined || since === '') return new Date(Date.now() - DEFAULT_WINDOW_MS);
  const time = typeof since === 'string' ? Date.parse(since) : NaN;
  if (Number.isNaN(time)) throw badRequest('since must be a time such as 2026-05-01T12:00:00Z.', 'since');
  return new Date(time);
}

/**
 * Release health: what browsers report about the released units they run, so a bad release is seen (and a bad
 * canary ended by the canary guard) from its users' browsers rather than from complaints.
 *
 * - `POST /api/release-health/` `{events: [{unit, version, channel, kind, path}]}`: 204. Counted per (unit,
 *   version, kind, path, minute) in the database, shared by every instance, and in this instance's
 *   `release_health_events_total`. Nothing about the sender is kept: no address (the rate limit keys on its
 *   daily HMAC), no user or session (the session is never read), no query string.
 * - `GET /api/release-health/?since=`: per unit and version, the counts since then (24 hours by default) and
 *   their error rate; for operators only, guarded like the metrics.
 *
 * Counts older than RETENTION_DAYS are swept at start and every hour.
 */
export async function releaseHealthRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, metrics } = app;

  app.post('/api/release-health/', { bodyLimit: BODY_LIMIT, config: { skipSession: true } }, async (request, reply) => {
    const claimed = isObject(request.body) && Array.isArray(request.body.events) ? request.body.events.length : 1;
    const client = hashClientAddress(config.ipHashSecret, request.ip);
    const decision = await app.rateLimiter.hit(
      `release-health:client:${client}`,
      config.releaseHealthPerMinute,
      RELEASE_HEALTH_WINDOW_MS,
      Math.min(Math.max(claimed, 1), MAX_EVENTS),
    );
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    const events = readEvents(request.body, app.deployRegistry);
    await recordHealthEvents(db, events);
    for (const event of events) metrics.releaseHealth.inc({ unit: event.unit, version: event.version, kind: event.kind });
    return reply.code(204).send();
  });

  app.get('/api/release-health/', { config: { skipSession: true } }, async (request, reply) => {
    if (refusedOperatorRead(request, reply, config.metricsToken, 'The release health figures')) return reply;
    const since = sinceOf(request);
    const counts = await countsSince(db, since);
    const units: Record<string, Record<string, { loaded: number; loadFailed: number; renderError: number; errorRate: number }>> = {};
    for (const [unit, versions] of Object.entries(counts)) {
      units[unit] = {};
      for (const [version, kinds] of Object.entries(versions)) units[unit][version] = { ...kinds, errorRate: Number(errorRate(kinds).rate.toFixed(4)) };
    }
    return { since: since.toISOString(), units };
  });

  let sweeping: Promise<unknown> | null = null;
  const sweep = () => {
    sweeping ??= sweepHealthCounts(db)
      .then((removed) => removed && app.log.info({ removed }, 'old release health counts removed'))
      .catch((error: unknown) => app.log.error({ err: errorMessage(error) }, 'release health sweep failed'))
      .finally(() => (sweeping = null));
  };
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await sweeping;
  });
}
