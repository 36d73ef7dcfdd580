import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * An id a client or proxy may choose: short, and only characters that cannot break a log line or a header
 * (no spaces, quotes, control characters or newlines that could forge another line).
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request (Fastify's genReqId): the caller's `X-Request-Id` when it is a sane token, so one id
 * follows a request from the proxy or client through every log line here; otherwise a fresh UUID, never a
 * per-process counter that two instances would both hand out.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && SANE_REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/**
 * Every answer says which request it was, so a client reporting a problem can quote it and an operator can find
 * its log lines. Registered before any hook that may answer early (a draining instance's 503, say).
 */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
