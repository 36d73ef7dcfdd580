import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from './log.js';

/** A dependency that has not answered a trivial question within this long is treated as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

type Outcome = 'ok' | 'not configured' | 'no answer' | 'too slow' | 'not connected';

interface Checks {
  database: Outcome;
  redis: Outcome;
  draining: boolean;
}

class TooSlow extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TooSlow()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function checkDatabase(app: FastifyInstance, request: FastifyRequest): Promise<Outcome> {
  try {
    await within(HEALTH_CHECK_TIMEOUT_MS, app.db.query('SELECT 1'));
    return 'ok';
  } catch (error) {
    // The answer is public, so it only says that the check failed; the reason goes to the log.
    const slow = error instanceof TooSlow;
    request.log.warn({ check: 'database', err: slow ? `no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms` : errorMessage(error) }, 'health check failed');
    return slow ? 'too slow' : 'no answer';
  }
}

async function checkRedis(app: FastifyInstance, request: FastifyRequest): Promise<Outcome> {
  const { redis } = app;
  if (!redis) return 'not configured';
  // While ioredis reconnects, a PING would sit in its offline queue; the connection state already says enough.
  if (redis.status !== 'ready') {
    request.log.warn({ check: 'redis', err: `connection ${redis.status}` }, 'health check failed');
    return 'not connected';
  }
  try {
    await within(HEALTH_CHECK_TIMEOUT_MS, redis.ping());
    return 'ok';
  } catch (error) {
    const slow = error instanceof TooSlow;
    request.log.warn({ check: 'redis', err: slow ? `no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms` : errorMessage(error) }, 'health check failed');
    return slow ? 'too slow' : 'no answer';
  }
}

const PROBLEMS: Record<'database' | 'redis' | 'draining', (checks: Checks) => string> = {
  database: (checks) => (checks.database === 'too slow' ? 'the database did not answer in time' : 'the database did not answer'),
  redis: (checks) => (checks.redis === 'too slow' ? 'Redis did not answer in time' : 'Redis did not answer'),
  draining: () => 'this instance is shutting down',
};

async function runChecks(app: FastifyInstance, request: FastifyRequest): Promise<{ checks: Checks; failed: Array<keyof typeof PROBLEMS> }> {
  const [database, redis] = await Promise.all([checkDatabase(app, request), checkRedis(app, request)]);
  const checks: Checks = { database, redis, draining: app.draining };
  const failed: Array<keyof typeof PROBLEMS> = [];
  if (database !== 'ok') failed.push('database');
  if (redis !== 'ok' && redis !== 'not configured') failed.push('redis');
  if (checks.draining) failed.push('draining');
  return { checks, failed };
}

function unavailable(reply: FastifyReply, lead: string, checks: Checks, failed: Array<keyof typeof PROBLEMS>, extra: Record<string, unknown> = {}) {
  const message = `${lead}: ${failed.map((name) => PROBLEMS[name](checks)).join('; ')}.`;
  return reply.code(503).send({ status: 'error', message, field: null, status_code: 503, failed, checks, ...extra });
}

/**
 * Health for load balancers, orchestrators and uptime monitors:
 *
 * - `/api/health/live/`: the process answers (restart it if not). Answers 200 while draining too: a stopping
 *   instance is not a dead one, and restarting it would cut the requests it is finishing.
 * - `/api/health/ready/`: send it traffic? 503, naming what failed, when the database does not answer
 *   `SELECT 1` within HEALTH_CHECK_TIMEOUT_MS, when Redis is configured and does not answer PING, and from the
 *   moment a SIGTERM starts the drain (so a balancer stops sending before the sockets close).
 * - `/api/health/`: the start-up probe the tests and scripts use, `{status: 'ok', database}`; 503 when the
 *   database or Redis is down, and like any request, 503 while draining.
 *
 * None of them reads the session (a cookie lookup would need the database they are checking).
 */
export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health/live/', { config: { skipSession: true, answersWhileDraining: true } }, async () => ({ status: 'ok' }));

  app.get('/api/health/ready/', { config: { skipSession: true, answersWhileDraining: true } }, async (request, reply) => {
    const { checks, failed } = await runChecks(app, request);
    if (failed.length) return unavailable(reply, 'Not ready', checks, failed);
    return { status: 'ok', checks };
  });

  app.get('/api/health/', { config: { skipSession: true } }, async (request, reply) => {
    const { checks, failed } = await runChecks(app, request);
    if (failed.length) return unavailable(reply, 'Not healthy', checks, failed, { database: app.db.kind });
    return { status: 'ok', database: app.db.kind };
  });
}
