import type { FastifyInstance } from 'fastify';
import type { Configuration } from 'openid-client';
import { defaultDisplayName } from '@civic/shared/schemas';
import { hashToken } from './tokens.js';
import { createSession, revokeSession, sessionToken, setSessionCookie } from './sessions.js';
import { publicUsername } from './usernames.js';
import { notFound } from '../errors.js';

export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available on this site.';
export const GOOGLE_FAILED = 'Google sign-in did not complete. Please try again or use your e-mail address.';
const REQUEST_MINUTES = 10;

const DEFAULT_NEXT = '/dashboard';

/**
 * Where to send the citizen after signing in: only a path on this site. The value is resolved against the
 * site's own address with the URL parser, the way a browser would read it, so every trick that parser
 * undoes (`/.//evil.example`, `/\evil.example`, tabs and newlines inside `//`, `javascript:`) is judged by
 * where it really leads. Anything that leaves the site's origin, or whose path would itself read as
 * another site's address, gives the dashboard. Only path, query and fragment are kept.
 */
export function safeNextPath(next: unknown, siteUrl: string): string {
  if (typeof next !== 'string' || next === '') return DEFAULT_NEXT;
  let target: URL;
  try {
    target = new URL(next, siteUrl);
  } catch {
    return DEFAULT_NEXT;
  }
  if (target.origin !== new URL(siteUrl).origin) return DEFAULT_NEXT;
  // `/.//evil.example` resolves on this origin to the path `//evil.example`: as a Location it names another host.
  if (/^\/[/\\]/.test(target.pathname)) return DEFAULT_NEXT;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The Location after a Google sign-in: the stored next path (checked again, in case it was stored before
 * this rule) with `signin=google` added for the dashboard's greeting. Always a single-slash path.
 */
export function signedInLocation(nextPath: string, siteUrl: string): string {
  const target = new URL(safeNextPath(nextPath, siteUrl), siteUrl);
  target.searchParams.set('signin', 'google');
  const location = `${target.pathname}${target.search}${target.hash}`;
  return /^\/[/\\]/.test(location) ? `${DEFAULT_NEXT}?signin=google` : location;
}

/**
 * Google sign-in through OpenID Connect: authorization code with PKCE, state and nonce checked. Enabled
 * when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set (GOOGLE_ISSUER names another provider). A first
 * sign-in creates the account, its address verified by the provider; an existing account with the same
 * verified address is linked.
 */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const redirectUri = `${config.publicUrl}/api/auth/google/callback/`;
  let discovered: Promise<{ oidc: typeof import('openid-client'); configuration: Configuration }> | null = null;

  /** The OpenID client, loaded only on a site that offers Google sign-in, and the provider it discovered. */
  function provider(): Promise<{ oidc: typeof import('openid-client'); configuration: Configuration }> {
    const google = config.google;
    if (!google) throw notFound(GOOGLE_UNAVAILABLE);
    discovered ??= import('openid-client')
      .then(async (oidc) => ({
        oidc,
        configuration: await oidc.discovery(
          new URL(google.issuer),
          google.clientId,
          google.clientSecret,
          undefined,
          google.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      }))
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  app.get<{ Querystring: { next?: string } }>('/api/auth/google/start/', async (request, reply) => {
    const { oidc, configuration } = await provider();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await db.query('DELETE FROM oidc_requests WHERE expires_at < now()');
    await db.query(`INSERT INTO oidc_requests (state_hash, code_verifier, nonce, next_path, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`, [
      hashToken(state),
      verifier,
      nonce,
      safeNextPath(request.query.next, config.publicUrl),
      REQUEST_MINUTES,
    ]);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.redirect(url.href, 302);
  });

  app.get<{ Querystring: { state?: string } }>('/api/auth/google/callback/', async (request, reply) => {
    const fail = (reason: string) => {
      request.log.warn({ reason }, 'google sign-in failed');
      return reply.redirect(`/auth/signin?error=${encodeURIComponent(GOOGLE_FAILED)}`, 302);
    };
    const state = request.query.state;
    if (!state) return fail('no state');
    const [pending] = await db.query<{ code_verifier: string; nonce: string; next_path: string }>(
      'DELETE FROM oidc_requests WHERE state_hash = $1 AND expires_at > now() RETURNING code_verifier, nonce, next_path',
      [hashToken(state)],
    );
    if (!pending) return fail('unknown or expired state');
    try {
      const { oidc, configuration } = await provider();
      const current = new URL(request.url, config.publicUrl);
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const subject = tokens.claims()!.sub;
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
      const email = typeof info.email === 'string' ? info.email.toLowerCase() : null;
      if (!email || info.email_verified !== true) return fail('the provider did not give a verified e-mail address');
      const providedName = typeof info.name === 'string' ? info.name.trim() : '';
      const fullName = providedName || email.split('@')[0]!;

      const userId = await db.transaction(async (tx) => {
        const [bySubject] = await tx.query<{ id: string }>('SELECT id FROM users WHERE google_subject = $1', [subject]);
        if (bySubject) return bySubject.id;
        const [byEmail] = await tx.query<{ id: string }>(
          // An unverified account with this address may have been opened by someone else in the owner's name:
          // its password is dropped, so only the address's real owner, coming through the provider, gets in.
          `UPDATE users SET google_subject = $2,
                  password_hash = CASE WHEN email_verified_at IS NULL THEN NULL ELSE password_hash END,
                  email_verified_at = coalesce(email_verified_at, now())
            WHERE email = $1 AND google_subject IS NULL RETURNING id`,
          [email, subject],
        );
        if (byEmail) return byEmail.id;
        // The public username comes from the provider's name only, never the address (or the fallback
        // name taken from it); a clash of the random suffix is tried again.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const [created] = await tx.query<{ id: string }>(
            `INSERT INTO users (email, username, full_name, google_subject, email_verified_at, terms_accepted_at, display_name) VALUES ($1, $2, $3, $4, now(), now(), $5)
             ON CONFLICT (username) DO NOTHING RETURNING id`,
            [email, publicUsername(providedName, attempt), fullName, subject, defaultDisplayName(providedName)],
          );
          if (created) return created.id;
        }
        throw new Error('no free username');
      });

      const previous = sessionToken(request, config);
      if (previous) await revokeSession(db, previous);
      setSessionCookie(reply, config, await createSession(db, userId));
      return reply.redirect(signedInLocation(pending.next_path, config.publicUrl), 302);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  });
}
