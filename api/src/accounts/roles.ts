import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { ClientError, forbidden } from '../errors.js';
import { SECOND_FACTOR_REFUSAL, STAFF_ROLES, type StaffRole } from '@civic/shared/contracts';
import { requireUser, revokeAllSessions, type SignedInUser } from './sessions.js';

/**
 * What a member of staff may do, one role each (migration 029); a person may hold several:
 * - administrator: manages staff and the site's settings;
 * - case_handler: reads and works reports and complaints (the case desk);
 * - moderator: the forum;
 * - editor: what citizens read that is not code (workshops, events, instructors, ...).
 */
export { STAFF_ROLES, type StaffRole };

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** A route that is for one staff role. */
export interface StaffRoute {
  method: string;
  url: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered with a `staffRole`, as registered (for the tests that check each one's boundary). */
    staffRoutes: readonly StaffRoute[];
  }
  interface FastifyContextConfig {
    /**
     * The staff role the route is for. Checked for every request before its body is read
     * (registerRoleChecks): signed out 401, without the role 403 with ROLE_REFUSALS's text for it.
     */
    staffRole?: StaffRole;
  }
}

/** What someone without the role is told. */
export const ROLE_REFUSALS: Record<StaffRole, string> = {
  administrator: 'This is for Uwazi Hub administrators only.',
  case_handler: 'This page is for case handlers only.',
  moderator: 'This is for Uwazi Hub moderators only.',
  editor: 'This is for Uwazi Hub editors only.',
};

/** What staff whose session has not passed two-step sign-in are told by every staff route. */
export const SECOND_FACTOR_NEEDED = 'Confirm it is you with the code from your authenticator app before using staff tools.';

/**
 * Signed in (401 otherwise), holding `role` (403 otherwise) and, when their roles ask for it, past two-step
 * sign-in in this session (403 with the code 'second_factor' otherwise, whatever the route's role).
 */
export function requireRole(request: FastifyRequest, role: StaffRole): SignedInUser {
  const user = requireUser(request);
  if (!user.roles.includes(role)) throw forbidden(ROLE_REFUSALS[role]);
  if (user.secondFactor === 'setup' || user.secondFactor === 'verify') throw new ClientError(403, SECOND_FACTOR_NEEDED, null, null, SECOND_FACTOR_REFUSAL);
  return user;
}

/**
 * The role check of every route that names its `staffRole`, once the session is known and before the body is
 * read: a refused request is answered without anything it sent being parsed or validated.
 */
export function registerRoleChecks(app: FastifyInstance): void {
  const staffRoutes: StaffRoute[] = [];
  app.decorate('staffRoutes', staffRoutes);
  app.addHook('onRoute', (route) => {
    const role = route.config?.staffRole;
    if (!role) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') staffRoutes.push({ method, url: route.url, role });
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const role = request.routeOptions.config?.staffRole;
    if (role) requireRole(request, role);
    return payload;
  });
}

/** The signed-in user of a route that names its `staffRole` (the hook has checked it already). */
export function staffUser(request: FastifyRequest): SignedInUser {
  const role = request.routeOptions.config?.staffRole;
  if (!role) throw new Error(`${request.routeOptions.url} names no staff role`);
  return requireRole(request, role);
}

/** The roles `userId` holds, in STAFF_ROLES order. */
export async function rolesOf(db: Queryable, userId: string): Promise<StaffRole[]> {
  const rows = await db.query<{ role: string }>('SELECT role FROM staff_roles WHERE user_id = $1', [userId]);
  const held = new Set(rows.map((row) => row.role));
  return STAFF_ROLES.filter((role) => held.has(role));
}

/** Gives `userId` each of `roles` it does not hold yet; `grantedBy` is null for configuration or an operator's command. */
export async function grantRoles(db: Queryable, userId: string, roles: readonly StaffRole[], grantedBy: string | null = null): Promise<void> {
  for (const role of roles) {
    await db.query('INSERT INTO staff_roles (user_id, role, granted_by) VALUES ($1, $2, $3) ON CONFLICT (user_id, role) DO NOTHING', [userId, role, grantedBy]);
  }
}

/**
 * Takes `roles` from `userId` and ends their open sessions at once, so nothing they could do with a role
 * outlives it (a session is signed in again with what is left).
 */
export async function revokeRoles(db: Queryable, userId: string, roles: readonly StaffRole[] = STAFF_ROLES): Promise<void> {
  await db.query('DELETE FROM staff_roles WHERE user_id = $1 AND role = ANY($2::text[])', [userId, [...roles]]);
  await revokeAllSessions(db, userId);
  // A case handler no more: their key pair and every case key wrapped for it go (reporting/caseKeys.ts).
  if (roles.includes('case_handler')) {
    await db.query('DELETE FROM report_keys WHERE holder = $1', [userId]);
    await db.query('DELETE FROM case_keys WHERE user_id = $1', [userId]);
  }
}

/**
 * Gives a verified account the roles of the open invitation to its address (staff_invitations, migration
 * 030) and closes it; the session being made then holds them. Called as every session is made.
 */
export async function acceptStaffInvitation(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `WITH accepted AS (
       UPDATE staff_invitations i SET accepted_at = now()
         FROM users u
        WHERE u.id = $1 AND u.email_verified_at IS NOT NULL AND i.email = u.email AND i.accepted_at IS NULL AND i.expires_at > now()
       RETURNING i.roles, i.invited_by
     )
     INSERT INTO staff_roles (user_id, role, granted_by)
     SELECT $1, unnest(accepted.roles), accepted.invited_by FROM accepted
     ON CONFLICT (user_id, role) DO NOTHING`,
    [userId],
  );
}

/**
 * Whether an administrator has set this address's roles in the console (an audit entry says so): from then on
 * the console decides, and STAFF_EMAILS no longer gives the address every role when it holds none.
 */
export async function rolesSetByAdministrator(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM staff_audit WHERE action = 'staff.roles' AND target_type = 'user' AND target_id = $1 LIMIT 1`, [email]);
  return rows.length > 0;
}
