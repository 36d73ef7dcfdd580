import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { accountMessages, EMAIL_PATTERN } from '@civic/shared/schemas';
import { ClientError, notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import { sendQuietly } from '../mail/mailer.js';
import { recipientLanguage } from '../mail/language.js';
import { requestLanguage } from '../i18n/language.js';
import { grantRoles, isStaffRole, revokeRoles, rolesOf, staffUser, STAFF_ROLES } from '../accounts/roles.js';
import { readAudit, recordStaffAction } from './audit.js';
import { INVITATION_DAYS, staffInvitationMail } from './mails.js';
import { removeSecondFactor } from '../accounts/secondFactor.js';
import { revokeAllSessions } from '../accounts/sessions.js';

export const CHOOSE_A_ROLE = 'Choose at least one role.';
export const CHOOSE_LISTED_ROLES = 'Choose roles from the list.';
export const NO_SUCH_STAFF = 'There is no such member of staff.';
export const NO_SUCH_INVITATION = 'There is no such invitation.';
export const LAST_ADMINISTRATOR = 'The site needs at least one administrator: give the role to someone else first.';
export const INVITATION_SENT = 'Invitation sent.';
export const ROLES_SAVED = 'Roles saved.';
export const INVITATION_WITHDRAWN = 'Invitation withdrawn.';
export const NO_SECOND_FACTOR = 'This person has not set up two-step sign-in.';
export const SECOND_FACTOR_RESET = 'Two-step sign-in removed: they set it up again at their next sign-in.';

const roles = (required: boolean) =>
  yup
    .array()
    .of(yup.string().required())
    .default([])
    .test('listed', CHOOSE_LISTED_ROLES, (value) => (value ?? []).every((role) => isStaffRole(role)))
    .test('some', CHOOSE_A_ROLE, (value) => !required || (value ?? []).length > 0);

const invitationSchema = yup.object({
  email: yup.string().trim().lowercase().required(accountMessages.emailRequired).max(254).matches(EMAIL_PATTERN, accountMessages.emailInvalid),
  roles: roles(true),
});
const rolesSchema = yup.object({ roles: roles(false) });

const uuidParams = (...names: string[]) => ({
  params: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string', format: 'uuid' }])), required: names },
});

/** In the order STAFF_ROLES lists them, each once. */
const inOrder = (chosen: readonly string[]) => STAFF_ROLES.filter((role) => chosen.includes(role));

/**
 * Staff management, for administrators: who holds which role, invitations by e-mail, changing and taking
 * away roles, and the audit of what staff did. Every change is an audit entry, written with it.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const ADMIN = { staffRole: 'administrator' } as const;

  app.get('/api/staff/', { config: ADMIN }, async () => {
    const staff = await db.query<{ id: string; full_name: string; email: string; roles: string[]; since: Date | string; two_step: boolean }>(
      `SELECT u.id, u.full_name, u.email, array_agg(r.role) AS roles, min(r.granted_at) AS since,
              EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS two_step
         FROM users u JOIN staff_roles r ON r.user_id = u.id
        GROUP BY u.id ORDER BY u.full_name, u.email`,
    );
    const invitations = await db.query<{ id: string; email: string; roles: string[]; expires_at: Date | string; invited_by: string | null }>(
      `SELECT i.id, i.email, i.roles, i.expires_at, u.full_name AS invited_by
         FROM staff_invitations i LEFT JOIN users u ON u.id = i.invited_by
        WHERE i.accepted_at IS NULL AND i.expires_at > now() ORDER BY i.created_at DESC`,
    );
    return {
      roles: STAFF_ROLES,
      staff: staff.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        email: row.email,
        roles: inOrder(row.roles),
        since: new Date(row.since).toISOString(),
        twoStep: row.two_step,
      })),
      invitations: invitations.map((row) => ({
        id: row.id,
        email: row.email,
        roles: inOrder(row.roles),
        expiresAt: new Date(row.expires_at).toISOString(),
        invitedBy: row.invited_by,
      })),
    };
  });

  app.post('/api/staff/invitations/', { config: ADMIN, schema: { body: { type: 'object' } } }, async (request, reply) => {
    const admin = staffUser(request);
    const input = await validateBody(invitationSchema, request.body);
    const chosen = inOrder(input.roles);
    const invitation = await db.transaction(async (tx) => {
      // Inviting an address again replaces its open invitation.
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO staff_invitations (email, roles, invited_by, expires_at) VALUES ($1, $2::text[], $3, now() + make_interval(days => $4))
         ON CONFLICT (email) WHERE accepted_at IS NULL
         DO UPDATE SET roles = EXCLUDED.roles, invited_by = EXCLUDED.invited_by, expires_at = EXCLUDED.expires_at, created_at = now()
         RETURNING id`,
        [input.email, chosen, admin.id, INVITATION_DAYS],
      );
      await recordStaffAction(tx, admin, { action: 'staff.invite', targetType: 'invitation', targetId: input.email, after: { roles: chosen } });
      return row!;
    });
    const language = await recipientLanguage(db, input.email, requestLanguage(request));
    void sendQuietly(app, staffInvitationMail(input.email, chosen, `${config.publicUrl}/auth/signup`, `${config.publicUrl}/auth/signin`, language), 'staff invitation mail');
    return reply.code(201).send({ status: 'success', message: INVITATION_SENT, invitation: { id: invitation.id, email: input.email, roles: chosen } });
  });

  app.delete<{ Params: { id: string } }>('/api/staff/invitations/:id/', { config: ADMIN, schema: uuidParams('id') }, async (request) => {
    const admin = staffUser(request);
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ email: string; roles: string[] }>('DELETE FROM staff_invitations WHERE id = $1 AND accepted_at IS NULL RETURNING email, roles', [
        request.params.id,
      ]);
      if (!row) throw notFound(NO_SUCH_INVITATION);
      await recordStaffAction(tx, admin, { action: 'staff.invitation.withdraw', targetType: 'invitation', targetId: row.email, before: { roles: inOrder(row.roles) } });
    });
    return { status: 'success', message: INVITATION_WITHDRAWN };
  });

  /** Sets a member of staff's roles to exactly these; none takes them off the staff. Taking any away ends their sessions. */
  app.put<{ Params: { id: string } }>('/api/staff/:id/roles/', { config: ADMIN, schema: { ...uuidParams('id'), body: { type: 'object' } } }, async (request) => {
    const admin = staffUser(request);
    const input = await validateBody(rolesSchema, request.body);
    const wanted = inOrder(input.roles);
    const saved = await db.transaction(async (tx) => {
      // One change to the administrators at a time, so two cannot each take the role from the other.
      await tx.query(`SELECT 1 FROM staff_roles WHERE role = 'administrator' FOR UPDATE`);
      const held = await rolesOf(tx, request.params.id);
      if (held.length === 0) throw notFound(NO_SUCH_STAFF);
      // The audit names the person by address, as it names an invitation: readable as it stands.
      const [person] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [request.params.id]);
      const removed = held.filter((role) => !wanted.includes(role));
      const added = wanted.filter((role) => !held.includes(role));
      if (removed.includes('administrator')) {
        const [others] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_roles WHERE role = 'administrator' AND user_id <> $1`, [request.params.id]);
        if (others!.n === 0) throw new ClientError(409, LAST_ADMINISTRATOR, 'roles');
      }
      await grantRoles(tx, request.params.id, added, admin.id);
      if (removed.length) await revokeRoles(tx, request.params.id, removed);
      if (added.length || removed.length)
        await recordStaffAction(tx, admin, { action: 'staff.roles', targetType: 'user', targetId: person!.email, before: { roles: held }, after: { roles: wanted } });
      return wanted;
    });
    return { status: 'success', message: ROLES_SAVED, roles: saved };
  });

  /**
   * Removes a member of staff's two-step sign-in (they lost their phone and their recovery codes): their
   * sessions end, and they set it up again at their next sign-in, after their password.
   */
  app.delete<{ Params: { id: string } }>('/api/staff/:id/second-factor/', { config: ADMIN, schema: uuidParams('id') }, async (request) => {
    const admin = staffUser(request);
    await db.transaction(async (tx) => {
      const [person] = await tx.query<{ email: string }>('SELECT u.email FROM users u WHERE u.id = $1 AND EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = u.id)', [
        request.params.id,
      ]);
      if (!person) throw notFound(NO_SUCH_STAFF);
      if (!(await removeSecondFactor(tx, request.params.id))) throw new ClientError(409, NO_SECOND_FACTOR);
      await revokeAllSessions(tx, request.params.id);
      await recordStaffAction(tx, admin, { action: 'staff.second_factor.reset', targetType: 'user', targetId: person.email });
    });
    return { status: 'success', message: SECOND_FACTOR_RESET };
  });

  app.get<{ Querystring: { actor?: string; action?: string; from?: string; to?: string; before?: string } }>(
    '/api/staff/audit/',
    {
      config: ADMIN,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            actor: { type: 'string', format: 'uuid' },
            action: { type: 'string', maxLength: 60 },
            from: { type: 'string', format: 'date' },
            to: { type: 'string', format: 'date' },
            before: { type: 'string', pattern: '^[0-9]{1,18}$' },
          },
        },
      },
    },
    async (request) => {
      const { actor, action, from, to, before } = request.query;
      return readAudit(db, { actor, action, from, to, beforeId: before });
    },
  );
}
