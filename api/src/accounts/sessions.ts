import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorState, SessionUser } from '@civic/shared/contracts';
import fastifyCookie from '@fastify/cookie';
import type { Config } from '../config.js';
import type { Queryable } from '../db/index.js';
import { ClientError } from '../errors.js';
import { hashToken, randomToken } from './tokens.js';
import { acceptStaffInvitation, grantRoles, rolesSetByAdministrator, STAFF_ROLES, type StaffRole } from './roles.js';
import { secondFactorState } from './secondFactor.js';

/** Who is signed in, as every route sees it. Identity comes from here, never from a body or path. */
export interface SignedInUser {
  id: string;
  email: string;
  username: string;
  fullName: string;
  /** The public name shown beside their discussions and comments (chosen by them). */
  displayName: string;
  /** The staff roles they hold (api/src/accounts/roles.ts); none for a citizen. */
  roles: StaffRole[];
  /** The language saved with the account, if they chose one. */
  language?: 'en' | 'sw' | null;
  /** Two-step sign-in, for this session (accounts/secondFactor.ts): staff routes answer only 'not_needed' or 'done'. */
  secondFactor: SecondFactorState;
}

/** What the browser is told about its signed-in user: GET /api/auth/user/ and the page itself say the same. */
export function sessionUserView(user: SignedInUser): SessionUser {
  const view: SessionUser = { id: user.id, email: user.email, username: user.username, fullName: user.fullName, displayName: user.displayName };
  if (user.language) view.language = user.language;
  if (user.secondFactor === 'setup' || user.secondFactor === 'verify') view.secondFactor = user.secondFactor;
  // The header links a member of staff to their screens; a citizen's answer says nothing of roles.
  if (user.roles.length) view.staffRoles = user.roles;
  return view;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The hook never looks up (or refreshes) the session of this route's requests: they may come from an
     * anonymous reporter, and a session touched at the same moment would tie the report to an account. A
     * route that turns out to need the user asks for it with `resolveSessionUser`.
     */
    skipSession?: boolean;
  }
}

/** `__Host-` pins the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure). */
export function sessionCookieName(config: Config): string {
  return config.secure ? '__Host-sid' : 'sid';
}

/** Seen-at is written at most once a minute per session, not on every request. */
const TOUCH_AFTER_SECONDS = 60;

export async function createSession(db: Queryable, userId: string): Promise<string> {
  // An administrator's invitation to this account's address takes effect as it signs in.
  await acceptStaffInvitation(db, userId);
  const token = randomToken();
  await db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

export async function findSessionUser(db: Queryable, token: string, config: Config): Promise<SignedInUser | null> {
  const rows = await db.query<{
    id: string;
    email: string;
    username: string;
    full_name: string;
    display_name: string;
    roles: string[];
    language: 'en' | 'sw' | null;
    stale: boolean;
    verified: boolean;
    enrolled: boolean;
  }>(
    `SELECT u.id, u.email, u.username, u.full_name, u.display_name, u.language,
            ARRAY(SELECT r.role FROM staff_roles r WHERE r.user_id = u.id) AS roles,
            s.second_factor_at IS NOT NULL AS verified,
            EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS enrolled,
            s.last_seen_at < now() - make_interval(secs => $4) AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.revoked_at IS NULL
        AND s.last_seen_at > now() - make_interval(mins => $2)
        AND s.created_at > now() - make_interval(hours => $3)`,
    [hashToken(token), config.sessionIdleMinutes, config.sessionAbsoluteHours, TOUCH_AFTER_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  // An address in STAFF_EMAILS (the first staff of a new site) holds every role from its first sign-in on,
  // until an administrator sets its roles in the console.
  if (row.roles.length === 0 && config.staffEmails.includes(row.email) && !(await rolesSetByAdministrator(db, row.email))) {
    await grantRoles(db, row.id, STAFF_ROLES);
    row.roles = [...STAFF_ROLES];
  }
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1', [hashToken(token)]);
  const roles = STAFF_ROLES.filter((role) => row.roles.includes(role));
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.full_name,
    displayName: row.display_name,
    roles,
    language: row.language,
    secondFactor: secondFactorState(roles, row.enrolled, row.verified),
  };
}

/** An ended session keeps nothing of a case handler's key, not even sealed (reporting/caseKeys.ts). */
export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now(), sealed_case_key = NULL WHERE id_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
}

export async function revokeAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now(), sealed_case_key = NULL WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secure,
    path: '/',
    maxAge: config.sessionAbsoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
}

export function sessionToken(request: FastifyRequest, config: Config): string | null {
  return request.cookies[sessionCookieName(config)] ?? null;
}

/** The signed-in user, or a 401 the client can act on. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new ClientError(401, 'Please sign in to continue.');
  return request.user;
}

/**
 * The session user of a request the hook skipped (`skipSession`), looked up only once the route knows it
 * needs one, e.g. a report the reporter chose to put their name to.
 */
export async function resolveSessionUser(request: FastifyRequest): Promise<SignedInUser | null> {
  const { db, config } = request.server;
  const token = sessionToken(request, config);
  request.user = token ? await findSessionUser(db, token, config) : null;
  return request.user;
}

/** Reads the session cookie on API and socket requests and sets `request.user`. */
export async function registerSessions(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  // A callback hook: most requests carry no session cookie, and an async hook would cost each of them a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws/')) return done();
    const token = sessionToken(request, app.config);
    if (!token || request.routeOptions.config?.skipSession === true) return done();
    findSessionUser(app.db, token, app.config).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}
