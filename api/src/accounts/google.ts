import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { hashToken } from './tokens.js';
import { createSession, revokeSession, sessionToken, setSessionCookie } from './sessions.js';
import { notFound } from '../errors.js';

export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available on this site.';
export const GOOGLE_FAILED = 'Google sign-in did not complete. Please try again or use your e-mail address.';
const REQUEST_MINUTES = 10;

/** Only same-site paths: `/dashboard`, never `//elsewhere.example` or a full URL. */
export function safeNextPath(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}

function usernameFrom(email: string): string {
  const base = (email.split('@')[0] ?? 'citizen').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 24) || 'citizen';
  return `${base}-${Math.random().toString(16).slice(2, 6)}`;
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
  let discovered: Promise<oidc.Configuration> | null = null;

  function provider(): Promise<oidc.Configuration> {
    const google = config.google;
    if (!google) throw notFound(GOOGLE_UNAVAILABLE);
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, google.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  app.get<{ Querystring: { next?: string } }>('/api/auth/google/start/', async (request, reply) => {
    const configuration = await provider();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await db.query('DELETE FROM oidc_requests WHERE expires_at < now()');
    await db.query(`INSERT INTO oidc_requests (state_hash, code_verifier, nonce, next_path, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`, [
      hashToken(state),
      verifier,
      nonce,
      safeNextPath(request.query.next),
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
      const configuration = await provider();
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
      const fullName = (typeof info.name === 'string' && info.name.trim()) || email.split('@')[0]!;

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
        const [created] = await tx.query<{ id: string }>(
          `INSERT INTO users (email, username, full_name, google_subject, email_verified_at, terms_accepted_at) VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
          [email, usernameFrom(email), fullName, subject],
        );
        return created!.id;
      });

      const previous = sessionToken(request, config);
      if (previous) await revokeSession(db, previous);
      setSessionCookie(reply, config, await createSession(db, userId));
      const next = new URL(pending.next_path, config.publicUrl);
      next.searchParams.set('signin', 'google');
      return reply.redirect(`${next.pathname}${next.search}`, 302);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  });
}
