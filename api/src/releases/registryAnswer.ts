import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegistryFile } from '@civic/shared/contracts';
import { etagWith, pickCoding } from '../readCache.js';

interface Answer {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Few views exist at once: the live one and, while canaries run, a canary side or two. */
const KEPT = 8;

/**
 * `/remotes.json` as one browser resolves it, with an ETag and compressed. Every page load and every
 * navigation after 30 s asks for it (revalidating, `no-cache`), so a tab whose copy is current gets a 304 with
 * no body, and a new one gets about a fifth of the bytes. Each distinct view is compressed once, when the
 * registry changes, and kept by its ETag.
 */
export class RegistryAnswers {
  private readonly kept = new Map<string, Answer>();

  send(request: FastifyRequest, reply: FastifyReply, view: RegistryFile): FastifyReply {
    const body = Buffer.from(JSON.stringify(view));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    let answer = this.kept.get(etag);
    if (!answer) {
      answer = { body, br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(body, { level: 9 }) };
      this.kept.set(etag, answer);
      if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    }
    const coding = pickCoding(request.headers['accept-encoding']);
    const tag = etagWith(etag, coding);
    reply.header('ETag', tag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie');
    const known = (request.headers['if-none-match'] ?? '').split(',').map((value) => value.trim());
    if (known.includes(tag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    return coding ? reply.header('Content-Encoding', coding).send(answer[coding]) : reply.send(answer.body);
  }
}
