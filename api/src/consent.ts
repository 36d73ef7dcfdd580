import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { COOKIE_CONSENT_KEY, CONSENT_FORM_PATH, CONSENT_MAX_AGE_SECONDS, isCookieConsent } from '@civic/shared/contracts';
import { badRequest } from './errors.js';

/**
 * The visitor's cookie choice, kept in a cookie as well as in the browser's storage (SPEC's `cookie_consent`),
 * so the server knows it when it sends a page: the page then carries the cookie notice only for a visitor who
 * has not chosen yet. Like GOV.UK's `cookies_policy`, it is an essential cookie that says nothing about the
 * person, and scripts may read it (the shell does). Its name, values and form address are contracts the shell
 * shares (`@civic/shared/contracts`). This says whether this browser has stored a choice the server can see.
 */
export function hasConsentCookie(request: FastifyRequest): boolean {
  return isCookieConsent(request.cookies?.[COOKIE_CONSENT_KEY]);
}

/**
 * The page to return to: the path (and query) of the page the form was on, from this site only. A referrer
 * from elsewhere, none, or a path that is not a page (the API) returns home; leading slashes are folded into
 * one, so `//example.com` can never become an address on another site.
 */
export function returnPath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '/';
  }
  if (url.host !== host) return '/';
  const pathname = url.pathname.replace(/^\/+/, '/');
  if (/^\/api(\/|$)/.test(pathname)) return '/';
  return pathname + url.search;
}

/** The longest form body this takes: one short field. */
const BODY_LIMIT = 256;

/**
 * POST /api/cookie-consent/ (`choice=essential_only` or `choice=all_cookies`, as an HTML form sends it): the
 * cookie notice in the page works before its scripts have loaded, and on a browser that runs none. It stores
 * the choice in the cookie and sends the browser back to the page it was on (303), which then comes without
 * the notice. Encapsulated: only this route reads form bodies.
 */
export async function consentRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(CONSENT_FORM_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const choice = (request.body as Record<string, unknown> | undefined)?.choice;
      if (!isCookieConsent(choice)) throw badRequest('choice must be essential_only or all_cookies.', 'choice');
      reply.setCookie(COOKIE_CONSENT_KEY, choice, {
        httpOnly: false,
        sameSite: 'lax',
        path: '/',
        maxAge: CONSENT_MAX_AGE_SECONDS,
        secure: request.protocol === 'https' || config.secure,
      });
      return reply.code(303).header('Location', returnPath(request.headers.referer, request.host)).send();
    });
  });
}
