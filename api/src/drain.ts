import type { FastifyInstance } from 'fastify';
import { translateAnswerMessage } from './i18n/answers.js';
import { earlyLanguage } from './i18n/language.js';
import type { Language } from './i18n/languages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking work and resolves when every request in flight has been answered (see registerDrain). */
    drain(settleMs?: number): Promise<void>;
    /** True from the moment drain() is called: readiness reports it, so balancers stop sending traffic. */
    readonly draining: boolean;
  }
  interface FastifyContextConfig {
    /** Answered as usual while draining (health endpoints, which must say what state the instance is in). */
    answersWhileDraining?: boolean;
  }
}

/** Seconds a client is asked to wait before trying again while this instance stops. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer while stopping, in the reader's language (it is written before the answers' own hook could). */
const stopping = (language: Language) =>
  JSON.stringify({
    status: 'error',
    message: translateAnswerMessage('The site is restarting. Please try again in a few seconds.', language),
    field: null,
    status_code: 503,
  });

/**
 * Graceful stop, in the order a client can live with:
 *
 * 1. `app.drain()` is called (on SIGTERM). From then on a new request — on a new connection or on a kept-alive
 *    one, including a request already sent but not yet read — is answered 503 with `Retry-After` and
 *    `Connection: close`, never a reset. Only routes marked `answersWhileDraining` (liveness and readiness)
 *    answer for themselves, so a balancer learns from them that the instance is stopping.
 * 2. Requests already being handled (an upload half-way through included) finish normally; their answers say
 *    `Connection: close` so the client does not send more on that socket.
 * 3. The returned promise resolves once nothing is in flight and `settleMs` has passed (the window in which
 *    bytes that were already on the wire when the signal came are read and answered). The caller then
 *    closes the server, the sockets and the database.
 *
 * WebSocket upgrades are not counted: they live until `app.close()` closes them with 1001.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let whenIdle: (() => void) | null = null;

  const answered = () => {
    inFlight -= 1;
    if (inFlight === 0) whenIdle?.();
  };
  // Callback hooks: they run for every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade) return done();
    if (draining && request.routeOptions.config?.answersWhileDraining !== true) {
      // A hook that answers does not call done(): the answer ends the request here.
      const language = earlyLanguage(request);
      reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Connection', 'close')
        .header('Content-Language', language)
        .type('application/json; charset=utf-8')
        .send(stopping(language));
      return;
    }
    inFlight += 1;
    reply.raw.once('close', answered);
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  app.decorate('draining', { getter: () => draining });
  app.decorate('drain', async (settleMs = 500) => {
    draining = true;
    const settled = new Promise((resolve) => setTimeout(resolve, settleMs));
    const idle = new Promise<void>((resolve) => {
      if (inFlight === 0) return resolve();
      whenIdle = resolve;
    });
    await Promise.all([settled, idle]);
    // Anything that arrived during the settle window has been answered or is being answered now.
    while (inFlight > 0) await new Promise<void>((resolve) => (whenIdle = resolve));
  });
}
