import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config, TrustProxy } from './config.js';
import { forbidden } from './errors.js';
import { AFTER_FIRST_PAINT_SOURCE } from './afterFirstPaint.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type WithStyleNonce = ServerResponse & { styleNonce?: string };

const NONCE_BYTES = 16;
/** Random bytes for the next nonces: one call to the generator serves 256 answers rather than one. */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
}

/** This answer's style nonce, made the first time it is asked for (by the CSP header or by the page). */
export function styleNonce(reply: FastifyReply | ServerResponse): string {
  const raw = ('raw' in reply ? reply.raw : reply) as WithStyleNonce;
  raw.styleNonce ??= freshNonce();
  return raw.styleNonce;
}

/** The origin the site's own WebSocket lives on: PUBLIC_URL with ws(s) for http(s). */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** Stands for the nonce while helmet's headers are worked out; each answer puts its own in its place. */
const NONCE_MARK = 'nonce-mark-0e5c1a';

/** helmet's options for this site; `nonce` gives the style nonce of an answer. */
function helmetOptions(config: Config, nonce: (response: ServerResponse) => string): FastifyHelmetOptions {
  const extra = config.allowedOrigins;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: a readable page's start after its first paint, allowed by its hash.
        scriptSrc: ["'self'", AFTER_FIRST_PAINT_SOURCE, ...extra],
        styleSrc: ["'self'", (_request, response) => `'nonce-${nonce(response as ServerResponse)}'`],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        mediaSrc: ["'self'", ...extra],
        fontSrc: ["'self'", ...extra],
        connectSrc: ["'self'", socketOrigin(config.publicUrl), ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets, worked out once by letting it answer one request on an app of its own, with a mark
 * where the nonce goes. @fastify/helmet builds and checks its whole policy again for every request, which
 * cost more than the rest of a cached read; the headers are the same for every answer but for the nonce.
 */
async function helmetHeaders(config: Config): Promise<{ headers: Array<[string, string | null]>; policy: { before: string; after: string } }> {
  const scratch = Fastify();
  const options = helmetOptions(config, () => NONCE_MARK);
  await scratch.register(helmet, options);
  let headers: Array<[string, string]> = [];
  scratch.get('/', (_request, reply) => {
    headers = reply.raw.getHeaderNames().map((name) => [name, String(reply.raw.getHeader(name))]);
    return reply.send('');
  });
  await scratch.inject({ url: '/' });
  await scratch.close();
  const policy = headers.find(([name, value]) => name === 'content-security-policy' && value.includes(NONCE_MARK));
  if (!policy) throw new Error('helmet set no content security policy with a style nonce');
  const [before = '', after = ''] = policy[1].split(NONCE_MARK);
  // In helmet's order; null is the policy, which each answer completes with its nonce.
  return { headers: headers.map(([name, value]) => [name, value === policy[1] ? null : value]), policy: { before, after } };
}

/**
 * Security headers for every answer. The CSP allows only this origin's scripts: the shell and every
 * remote are served from here (remotes may be served from a CDN named in ALLOWED_ORIGINS). Connections go to
 * this origin and its own socket only. Styles: styled-components writes its rules through one <style>
 * element it creates at run time; the page carries a per-answer nonce (`<meta property="csp-nonce">`, which
 * styled-components reads) and the CSP allows that nonce, so no inline style needs 'unsafe-inline'.
 * The headers are helmet's (see helmetHeaders), set by a hook that only copies them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const { headers, policy } = await helmetHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value ?? policy.before + styleNonce(raw) + policy.after);
    done();
  });
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 treats a plain number as trusting no hop at all (it
 * cannot check who the nearest peer is), so a hop count is given as a function trusting the `hops` nearest
 * addresses, as proxy-addr counts them (hop 0 is the socket's peer). Address lists go through as they are:
 * Fastify compiles them with proxy-addr, which knows `loopback`, `linklocal` and `uniquelocal`.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return setting.addresses;
}

/**
 * Whether `origin` is this site or an allowed origin: PUBLIC_URL's origin, whatever Host a reverse proxy
 * passes on (often its upstream's, such as 127.0.0.1:3001); an origin in ALLOWED_ORIGINS; or the host the
 * request came to (compared as URLs, so `http://localhost:80` and a Host of `localhost` agree), for a server
 * reached directly. The scheme must be https when the site runs behind HTTPS. The request's own scheme is
 * not used: behind a TLS-terminating proxy it reads http.
 */
export function isAllowedOrigin(origin: string | undefined, request: FastifyRequest, config: Config): boolean {
  if (!origin) return false;
  if (config.allowedOrigins.includes(origin)) return true;
  try {
    const claimed = new URL(origin);
    const schemes = config.secure ? ['https:'] : ['http:', 'https:'];
    if (!schemes.includes(claimed.protocol)) return false;
    if (claimed.origin === new URL(config.publicUrl).origin) return true;
    return claimed.host === new URL(`${claimed.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence with SameSite cookies: a state-changing call that carries an Origin must come from this
 * site (or an allowed origin). Browsers always send Origin on such calls; a missing one is a non-browser client.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  // Callback hooks (here and in the other per-request hooks): an async one costs a promise and a turn of the
  // microtask queue on every request, even when it does nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (!UNSAFE_METHODS.has(request.method) || !origin || isAllowedOrigin(origin, request, config)) return done();
    done(forbidden('This request came from another site and was refused.'));
  });
}
