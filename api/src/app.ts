import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';

import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { BUSY_MESSAGE, ClientError, DatabaseBusy } from './errors.js';
import { fastifyTrustProxy, registerOriginCheck, registerSecurityHeaders } from './security.js';
import { registerFileStore } from './storage/index.js';
import { registerRetention } from './operations/retention.js';
import { registerStaticSite, type RecordPage } from './static.js';
import { consentRoutes } from './consent.js';
import { ReadCache } from './readCache.js';
import { authRoutes } from './routes/auth.js';
import { secondFactorRoutes } from './accounts/secondFactorRoutes.js';
import { googleRoutes } from './accounts/google.js';
import { governanceRoutes } from './governance/routes.js';
import { communityRoutes } from './community/routes.js';
import { reportingRoutes } from './reporting/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { followRoutes } from './follows/routes.js';
import { registerJsonCompression } from './compression.js';
import { registerSessions } from './accounts/sessions.js';
import { registerRoleChecks } from './accounts/roles.js';
import { staffRoutes } from './staff/routes.js';
import { caseKeyRoutes } from './staff/caseKeyRoutes.js';
import { firstAdministratorRoutes } from './staff/firstAdministrator.js';
import { faqContentRoutes } from './content/faqRoutes.js';
import { communityContentRoutes } from './content/communityContent.js';
import { peopleContentRoutes } from './content/peopleContent.js';
import { organisationRoutes } from './content/organisation.js';
import { publicationContentRoutes } from './content/publicationContent.js';
import { registerLanguage } from './i18n/language.js';
import { registerTranslatedAnswers } from './i18n/answers.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './limits/rateLimiter.js';
import type { Redis } from 'ioredis';
import { orgRoutes } from './routes/org.js';
import { registerInputGuards } from './inputGuards.js';
import { registerBodyDeadline } from './bodyDeadline.js';
import { registerDrain } from './drain.js';
import { Metrics } from './observability/metrics.js';
import { registerRequestIdEcho, requestIdFor } from './observability/requestIds.js';
import { registerObservability } from './observability/routes.js';
import { DeployRegistry } from './releases/deployRegistry.js';
import { releaseHealthRoutes } from './releases/healthRoutes.js';
import { CanaryGuard, type ReleaseTools } from './releases/canaryGuard.js';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Replaces the mailer built from the configuration (tests). */
  mailer?: Mailer;
  /** Replaces the release tools the canary guard loads from scripts/registry.mjs (tests). */
  releaseTools?: () => Promise<ReleaseTools>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    /** The Redis connection when REDIS_URL is set (rate limits; notifications fan-out). */
    redis: Redis | null;
    /** Answers to public reads, kept until their data set changes. */
    readCache: ReadCache;
    /** Pages about one record, added by the sections that own them; see registerStaticSite. */
    recordPages: RecordPage[];
    /** This app's Prometheus metrics (served at /api/metrics/). */
    metrics: Metrics;
    /** The published release registry (deploy/remotes.json), read again whenever it changes. */
    deployRegistry: DeployRegistry;
    /** Ends canaries whose browsers report clearly more errors than the live version's (see canaryGuard.ts). */
    canaryGuard: CanaryGuard;
  }
}

/** JSON bodies are small forms; uploads (reports, complaints) set their own limits on their routes. */
const JSON_BODY_LIMIT = 64 * 1024;

/** However steady its pace, no request takes longer than this to arrive (ten full uploads on a slow line). */
const REQUEST_TIMEOUT_MS = 60 * 60_000;

/**
 * What the request log says of a URL: the route's pattern when it has parameters (`/api/notifications/user/:userId/`,
 * never the id), otherwise the path. Query strings are never logged: they carry e-mailed tokens and what a
 * citizen searched for. Nothing in the log can then tie a request to a person, so a report's POST cannot be
 * lined up with a signed-in user's requests around it.
 */
export function loggedUrl(request: { url: string; routeOptions?: { url?: string } }): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern.includes(':')) return pattern;
  return request.url.split('?')[0] ?? '/';
}

export async function buildApp({ config, db, logStream, mailer, releaseTools }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Fastify's default request serializer logs the client's IP address and port; ours never does.
      serializers: {
        req: (request) => ({ method: request.method, url: loggedUrl(request as never), id: request.id }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    // One line per request, written when it is answered (registerObservability), not two: logging is work done
    // for every request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // TRUST_PROXY: behind a reverse proxy request.ip is the client's address, so rate limits are per client.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: REQUEST_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: false },
    // A sane X-Request-Id from the client or proxy, else a UUID; it is `reqId` in every log line of the request.
    // Never a header taken as it is (requestIdHeader): requestIdFor checks it first.
    requestIdHeader: false,
    genReqId: requestIdFor,
  });

  // JSON is the only body the API reads (upload routes register multipart themselves).
  app.removeContentTypeParser('text/plain');

  app.decorate('db', db);
  app.decorate('config', config);
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  // The client is loaded only when REDIS_URL is set.
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { keyPrefix: config.redisPrefix, maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  redis?.on('error', (error) => app.log.error({ err: error.message }, 'redis error'));
  app.decorate('redis', redis);
  app.decorate('rateLimiter', redis ? redisRateLimiter(redis) : memoryRateLimiter());
  app.decorate('mailer', mailer ?? createMailer(config, db, app.log, metrics.mail));
  app.decorate('recordPages', []);
  app.decorate('deployRegistry', new DeployRegistry(config.deployDir, app.log));
  const canaryGuard = new CanaryGuard({
    db,
    registry: app.deployRegistry,
    deployDir: config.deployDir,
    log: app.log,
    intervalMs: config.canaryCheckIntervalMs,
    ...(releaseTools ? { loadTools: releaseTools } : {}),
    draining: () => app.draining,
  });
  app.decorate('canaryGuard', canaryGuard);
  app.decorate('readCache', new ReadCache(db, undefined, (result) => metrics.readCache.inc({ result })));
  registerFileStore(app);
  registerRetention(app);
  // The mail queue's loop and sweep, and the canary guard, start once the app (and its database) is ready.
  app.addHook('onReady', async () => {
    app.mailer.start();
    canaryGuard.start();
    await app.readCache.start((error) =>
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'data version announcements not heard; versions are read per request'),
    );
  });
  app.addHook('onClose', async () => {
    await app.readCache.stop();
    app.rateLimiter.close();
    await canaryGuard.stop();
    await app.mailer.close();
    await redis?.quit().catch(() => undefined);
  });

  app.setErrorHandler((error: FastifyError | ClientError | DatabaseBusy, request, reply) => {
    if (error instanceof ClientError) {
      if (error.retryAfterSeconds !== null) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ status: 'error', message: error.message, field: error.field, status_code: error.statusCode, ...(error.code && { code: error.code }) });
    }
    if (error instanceof DatabaseBusy) {
      request.log.warn({ reason: error.reason }, 'database busy: answered 503');
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(503).send({ status: 'error', message: BUSY_MESSAGE, field: null, status_code: 503 });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : ((first?.params as { missingProperty?: string })?.missingProperty ?? null);
      return reply.code(400).send({ status: 'error', message: `${field ?? 'The request'} ${first?.message ?? 'is invalid'}`, field, status_code: 400 });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This kind of request body is not accepted here.'
            : error.message;
      return reply.code(error.statusCode).send({ status: 'error', message, field: null, status_code: error.statusCode });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: 'error', message: 'Something went wrong on our side. Please try again.', field: null, status_code: 500 });
  });

  // Before anything that may answer early, so every answer carries its request id.
  registerRequestIdEcho(app);
  // First to answer: a stopping instance answers 503 before any other work is done for a request.
  registerDrain(app);
  registerBodyDeadline(app, config.bodyPace);
  registerInputGuards(app);
  // Answers about a person (the session user, their registrations, the desk) must never sit in a shared or
  // browser cache: unless a route says otherwise (public reads send their own validators), nothing is stored.
  // A callback hook, as it runs for every answer (an async one costs a promise each time).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  await registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);
  await registerSessions(app);
  registerRoleChecks(app);
  await registerLanguage(app);
  registerTranslatedAnswers(app);
  registerJsonCompression(app);

  // Not encapsulated: every route may call app.notify().
  await notificationRoutes(app);
  // Not encapsulated either: app.deliverFollowUpdates() is the server's (its timer), and tests call it.
  await followRoutes(app);
  await app.register(authRoutes);
  await app.register(secondFactorRoutes);
  await app.register(googleRoutes);
  await app.register(orgRoutes);
  await app.register(governanceRoutes);
  await app.register(communityRoutes);
  await app.register(reportingRoutes);
  await app.register(staffRoutes);
  await app.register(caseKeyRoutes);
  await app.register(firstAdministratorRoutes);
  await app.register(faqContentRoutes);
  await app.register(communityContentRoutes);
  await app.register(peopleContentRoutes);
  await app.register(organisationRoutes);
  await app.register(publicationContentRoutes);
  await registerObservability(app, metrics);
  await app.register(releaseHealthRoutes);
  await consentRoutes(app, config);
  await registerStaticSite(app, config, app.recordPages);

  return app;
}
