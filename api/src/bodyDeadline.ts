import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateAnswerMessage } from './i18n/answers.js';
import { earlyLanguage } from './i18n/language.js';
import type { Language } from './i18n/languages.js';

export interface BodyPace {
  /** Seconds a body may take before its pace is first checked (a phone's connection needs time to open up). */
  graceSeconds: number;
  /** Every window after the grace period must bring at least `minBytesPerSecond` × window bytes. */
  windowSeconds: number;
  minBytesPerSecond: number;
}

/** The answer to a body that falls behind, in the reader's language (written to the socket itself). */
const slowBody = (language: Language) =>
  JSON.stringify({
    status: 'error',
    message: translateAnswerMessage('The request was sent too slowly and was stopped. Please check your connection and send it again.', language),
    field: null,
    status_code: 408,
  });

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Stops request bodies that trickle in. Node times out neither a body nor a socket that keeps sending a byte
 * every few seconds, so one client could hold sockets, upload slots and temporary files for as long as it
 * likes. After a grace period, each window must bring a minimum number of bytes (measured on the socket, so
 * the body stream is never read here); a body that falls behind is answered 408 and its connection closed,
 * which aborts the route's reading (an upload route then removes what it wrote).
 */
export function registerBodyDeadline(app: FastifyInstance, pace: BodyPace): void {
  // A callback hook: most requests have no body, and an async hook would cost each of them a promise.
  app.addHook('onRequest', (request, reply, done) => {
    watchBody(request, reply, pace);
    done();
  });
}

function watchBody(request: FastifyRequest, reply: FastifyReply, pace: BodyPace): void {
  const socket = request.raw.socket;
  // Only a real connection has a pace to check (an injected request's stand-in socket counts no bytes).
  if (!hasBody(request) || request.headers.upgrade || typeof socket?.bytesRead !== 'number') return;
  let lastBytes = socket.bytesRead;
  let timer: NodeJS.Timeout;
  const stop = () => clearTimeout(timer);
  const check = () => {
    if (request.raw.complete || socket.destroyed) return;
    const received = socket.bytesRead - lastBytes;
    lastBytes = socket.bytesRead;
    if (received >= pace.minBytesPerSecond * pace.windowSeconds) {
      timer = setTimeout(check, pace.windowSeconds * 1000).unref();
      return;
    }
    request.log.info({ receivedInWindow: received }, 'request body too slow; connection closed');
    if (!request.raw.complete && !socket.destroyed) {
      const language = earlyLanguage(request);
      const body = slowBody(language);
      socket.end(
        `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Language: ${language}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      // Whatever the client still sends is not read; the route sees the body end early.
      setTimeout(() => socket.destroy(), 1000).unref();
    }
  };
  timer = setTimeout(() => {
    lastBytes = socket.bytesRead;
    timer = setTimeout(check, pace.windowSeconds * 1000).unref();
  }, pace.graceSeconds * 1000).unref();
  request.raw.once('end', stop);
  request.raw.once('close', stop);
  // An answer sent before the body was read (a 429, a refused type) ends the watch too.
  reply.raw.once('close', stop);
}
