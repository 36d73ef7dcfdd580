import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerHealthRoutes } from './health.js';
import type { Metrics } from './metrics.js';

/** Headers a reverse proxy adds: a request carrying one came through a proxy, whatever socket it arrived on. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A scraper on this machine: the socket's own address is loopback (never `request.ip`, which TRUST_PROXY may
 * take from a header) and no proxy forwarded the request. nginx in front of the server connects from loopback
 * too; the forwarding headers it adds keep public requests that come through it out.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, in constant time, so the answer's timing says nothing about how much of a guess was right. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

function refuse(reply: FastifyReply, statusCode: 401 | 403, message: string) {
  return reply.code(statusCode).send({ status: 'error', message, field: null, status_code: statusCode });
}

/**
 * Figures for operators only (the metrics, the release health counts), guarded alike: without METRICS_TOKEN
 * only a reader on this machine (see fromThisMachine); with it only `Authorization: Bearer <token>`, from
 * anywhere. Answers the refusal (401 or 403) and returns true when the request may not read them; `subject`
 * names them in the answer ("The metrics"), `verb` says what a reader elsewhere does with them.
 */
export function refusedOperatorRead(request: FastifyRequest, reply: FastifyReply, token: string | null, subject: string, verb = 'read'): boolean {
  if (token) {
    if (hasToken(request, token)) return false;
    reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
    void refuse(reply, 401, `${subject} need the bearer token set in METRICS_TOKEN.`);
    return true;
  }
  if (fromThisMachine(request)) return false;
  void refuse(reply, 403, `${subject} are served only to this machine. Set METRICS_TOKEN to ${verb} them from elsewhere.`);
  return true;
}

/** The route a request matched, as its pattern; requests no route matched share one label. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'no route';
}

/**
 * One log line and the timing for every answer, the metrics endpoint and the health endpoints.
 *
 * `/api/metrics/` (Prometheus text) is never public by default: without METRICS_TOKEN it answers only a
 * scraper on this machine (see fromThisMachine); with METRICS_TOKEN it answers only `Authorization: Bearer
 * <token>`, from anywhere (a scraper on another host), and nothing else.
 */
export async function registerObservability(app: FastifyInstance, metrics: Metrics): Promise<void> {
  // The start of a request only at debug level (what a request in flight was doing when an instance died);
  // at info, one line per request, when it is answered.
  // Callback hooks: they run for every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.debug({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    request.log.info({ req: request, res: reply, responseTime: Math.round(elapsed) }, 'request completed');
    metrics.requestDuration.observe({ method: request.method, route: routeLabel(request), status_class: `${Math.floor(reply.statusCode / 100)}xx` }, elapsed / 1000);
    done();
  });

  metrics.watch(
    {
      webSockets: () => app.notificationHub?.connections ?? 0,
      pool: () => app.db.poolStats?.() ?? null,
      mailQueue: () => app.mailer.queueDepth(),
    },
    app.log,
  );

  app.get('/api/metrics/', { config: { skipSession: true } }, async (request, reply) => {
    if (refusedOperatorRead(request, reply, app.config.metricsToken, 'The metrics', 'scrape')) return reply;
    const { contentType, body } = await metrics.text();
    return reply.type(contentType).send(body);
  });

  await registerHealthRoutes(app);
}
