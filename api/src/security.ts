import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config, TrustProxy } from './config.js';
import { forbidden } from './errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type WithStyleNonce = ServerResponse & { styleNonce?: string };

/** This answer's style nonce, made the first time it is asked for (by the CSP header or by the page). */
export function styleNonce(reply: FastifyReply | ServerResponse): string {
  const raw = ('raw' in reply ? reply.raw : reply) as WithStyleNonce;
  raw.styleNonce ??= randomBytes(16).toString('base64');
  return raw.styleNonce;
}

/** The origin the site's own WebSocket lives on: PUBLIC_URL with ws(s) for http(s). */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers for every answer. The CSP allows only this origin's scripts: the shell and every
 * remote are served from here (remotes may be served from a CDN named in ALLOWED_ORIGINS). Connections go to
 * this origin and its own socket only. Styles: styled-components writes its rules through one <style>
 * element it creates at run time; the page carries a per-answer nonce (`<meta property="csp-nonce">`, which
 * styled-components reads) and the CSP allows that nonce, so no inline style needs 'unsafe-inline'.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const extra = config.allowedOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", (_request, response) => `'nonce-${styleNonce(response as ServerResponse)}'`],
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
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || isAllowedOrigin(origin, request, config)) return;
    throw forbidden('This request came from another site and was refused.');
  });
}
