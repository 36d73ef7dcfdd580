import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickCoding } from './readCache.js';
import { sessionToken } from './accounts/sessions.js';

/** Smaller answers go as they are: compression would save less than a packet. */
export const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Adds `name` to the answer's Vary header, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!present.some((part) => part.toLowerCase() === name.toLowerCase())) reply.header('Vary', [...present, name].join(', '));
}

/**
 * Compresses the JSON answers the read cache does not keep (the FAQ, events, workshops…) for a phone that
 * accepts brotli or gzip: worked out per request, so brotli at a fast quality. Only answers that are the same
 * for everybody are compressed: a request without a session, for a GET. An answer about a signed-in person
 * next to text the request chose is how compression lets an eavesdropper guess content (BREACH), so those go
 * as they are.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  // A callback hook: it runs for every answer, and most go as they are without waiting for anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Answers that deal with encodings themselves (the read cache, the registry) or carry an ETag (which names
    // one set of bytes) are left alone.
    if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('content-encoding') || reply.hasHeader('etag')) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return done(null, payload);
    if (request.user || sessionToken(request, app.config)) return done(null, payload);
    const coding = pickCoding(request.headers['accept-encoding']);
    addVary(reply, 'Accept-Encoding');
    if (!coding) return done(null, payload);
    const compressed = coding === 'br' ? brotli(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : gzipped(payload, { level: 6 });
    compressed.then((body) => {
      reply.header('Content-Encoding', coding).removeHeader('content-length');
      done(null, body);
    }, done);
  });
}
