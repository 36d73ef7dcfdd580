import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/index.js';
import { ClientError, badRequest } from '../errors.js';
import { validateBody } from '../validation.js';
import { grantRoles } from '../accounts/roles.js';
import { requireUser } from '../accounts/sessions.js';
import { hashToken, randomToken } from '../accounts/tokens.js';
import { recordStaffAction } from './audit.js';

export const HAS_ADMINISTRATOR = 'This site has an administrator already: ask them to give you a role in the console.';
export const BAD_SETUP_LINK = 'This link does not work: it was used, or it expired. Restart the server for a new one.';
export const FIRST_ADMINISTRATOR_MADE = 'You are the site’s first administrator.';

/** How long a printed link works: long enough to sign up and confirm an address, short enough not to linger. */
const LINK_HOURS = 24;

async function hasAdministrator(db: Queryable): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 FROM staff_roles WHERE role = 'administrator' LIMIT 1`);
  return row !== undefined;
}

/**
 * At start, on a site with no administrator: a new one-time link that makes whoever opens it, signed in, the
 * first administrator (null when the site has one). Earlier links stay good until they expire or one is used.
 * The link is printed to the server's log, which only the operator reads; only its hash is stored.
 */
export async function issueFirstAdministratorLink(db: Queryable, config: Config): Promise<string | null> {
  if (await hasAdministrator(db)) return null;
  const token = randomToken();
  await db.query(`INSERT INTO first_administrator_links (token_hash, expires_at) VALUES ($1, now() + make_interval(hours => $2))`, [hashToken(token), LINK_HOURS]);
  return `${config.publicUrl}/auth/first-administrator?token=${encodeURIComponent(token)}`;
}

const linkSchema = yup.object({ token: yup.string().trim().required(BAD_SETUP_LINK).max(200, BAD_SETUP_LINK) });

/**
 * POST /api/staff/first-administrator/: the signed-in person opening the printed link becomes the site's
 * administrator, once; every link is then spent. Refused once the site has an administrator.
 */
export async function firstAdministratorRoutes(app: FastifyInstance): Promise<void> {
  const db: Database = app.db;
  app.post('/api/staff/first-administrator/', { schema: { body: { type: 'object' } } }, async (request) => {
    const user = requireUser(request);
    const { token } = await validateBody(linkSchema, request.body);
    await db.transaction(async (tx) => {
      // One first administrator, even if two links are opened at the same moment.
      await tx.query('LOCK TABLE first_administrator_links IN EXCLUSIVE MODE');
      if (await hasAdministrator(tx)) throw new ClientError(409, HAS_ADMINISTRATOR);
      const [link] = await tx.query('SELECT 1 FROM first_administrator_links WHERE token_hash = $1 AND expires_at > now()', [hashToken(token)]);
      if (!link) throw badRequest(BAD_SETUP_LINK, 'token');
      await tx.query('DELETE FROM first_administrator_links');
      await grantRoles(tx, user.id, ['administrator']);
      await recordStaffAction(tx, user, { action: 'staff.first_administrator', targetType: 'user', targetId: user.email, after: { roles: ['administrator'] } });
    });
    return { status: 'success', message: FIRST_ADMINISTRATOR_MADE };
  });
}
