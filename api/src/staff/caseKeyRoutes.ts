import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { RECOVERY_KEY_FILE_HEADER, type CaseKeyGrantAnswer, type CaseKeysView, type RecoveryOfflineAnswer, type RecoveryRotationAnswer } from '@civic/shared/contracts';
import { badRequest, ClientError } from '../errors.js';
import { validateBody } from '../validation.js';
import type { Queryable } from '../db/index.js';
import { staffUser } from '../accounts/roles.js';
import type { SignedInUser } from '../accounts/sessions.js';
import { recordStaffAction } from './audit.js';
import { fingerprint, publicHalf } from '../reporting/caseCrypto.js';
import { ensureRecoveryKey, grantCases, RECOVERY_HOLDER, recoveryPair, rotateRecoveryKey, sessionKeyPair, type KeySource } from '../reporting/caseKeys.js';

export const RECOVERY_KEY_NEEDED = 'The recovery key is no longer on the server: paste it from the copy kept offline to do this.';
export const NOT_THE_RECOVERY_KEY = 'This is not the recovery key: it does not match the fingerprint shown. Check that you chose the right file.';
export const RECOVERY_KEY_OFFLINE = 'The recovery key is no longer on the server: use the copy kept offline.';
export const RECOVERY_KEY_CHANGED = 'The recovery key has changed since this page was loaded. Reload the page and check its fingerprint.';
export const NOT_A_KEYED_HANDLER = 'Choose a case handler who has a key: a key is made when they next sign in with their password.';
export const ROTATION_INCOMPLETE = 'Some cases could not be opened with the keys at hand, so no new recovery key was made. Paste the recovery key kept offline and try again.';

const grantSchema = yup.object({
  userId: yup.string().trim().required(NOT_A_KEYED_HANDLER),
  recoveryKey: yup.string().trim().max(4000, NOT_THE_RECOVERY_KEY).default(''),
});
const rotateSchema = yup.object({ recoveryKey: yup.string().trim().max(4000, NOT_THE_RECOVERY_KEY).default('') });
const offlineSchema = yup.object({ fingerprint: yup.string().trim().required(RECOVERY_KEY_CHANGED) });

/** The downloaded file: what it is, its fingerprint and date, then the key itself on a line of its own. */
function recoveryFile(publicKey: Buffer, privateKey: Buffer, createdAt: Date): string {
  return [RECOVERY_KEY_FILE_HEADER, `Fingerprint: ${fingerprint(publicKey)}`, `Created: ${createdAt.toISOString()}`, `Key: ${privateKey.toString('base64')}`, ''].join('\n');
}

/** The private key in a pasted file (its `Key:` line) or pasted alone; null when there is none to read. */
function parseRecoveryKey(text: string): Buffer | null {
  const line = text.split(/\r?\n/).find((candidate) => /^\s*Key:/i.test(candidate));
  const encoded = (line ? line.replace(/^\s*Key:/i, '') : text).trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(encoded)) return null;
  return Buffer.from(encoded, 'base64');
}

/**
 * The staff console's Case keys page (administrators): the recovery key (download while it is on the server,
 * take it off, make a new one) and the case handlers' keys (give a handler the cases they cannot open).
 */
export async function caseKeyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const admin = { config: { staffRole: 'administrator' as const } };

  async function view(request: FastifyRequest): Promise<CaseKeysView> {
    const recovery = await ensureRecoveryKey(db);
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports');
    const handlers = await db.query<{ id: string; full_name: string; email: string; key_created_at: Date | null; held: number }>(
      `SELECT u.id, u.full_name, u.email, k.created_at AS key_created_at,
              (SELECT count(*)::int FROM report_keys h WHERE h.holder = u.id::text) AS held
         FROM users u JOIN staff_roles r ON r.user_id = u.id AND r.role = 'case_handler' LEFT JOIN case_keys k ON k.user_id = u.id
        ORDER BY u.full_name, u.email`,
    );
    const user = request.user!;
    return {
      recovery: {
        fingerprint: fingerprint(recovery.publicKey),
        createdAt: recovery.createdAt.toISOString(),
        onServer: recovery.privateKey !== null,
        offlineAt: recovery.offlineAt ? recovery.offlineAt.toISOString() : null,
      },
      handlers: handlers.map((handler) => ({
        id: handler.id,
        fullName: handler.full_name,
        email: handler.email,
        hasKey: handler.key_created_at !== null,
        keyCreatedAt: handler.key_created_at ? new Date(handler.key_created_at).toISOString() : null,
        casesWithout: Math.max(0, (total?.n ?? 0) - handler.held),
      })),
      totalCases: total?.n ?? 0,
      ownKeyUnlocked: user.roles.includes('case_handler') && (await sessionKeyPair(request)) !== null,
    };
  }

  /** What opens the cases for an administrator's action: the recovery key given, or kept on the server, or their own case key. */
  async function keySource(request: FastifyRequest, given: string, tx: Queryable): Promise<KeySource> {
    const recovery = await ensureRecoveryKey(tx);
    if (given) {
      const privateKey = parseRecoveryKey(given);
      if (!privateKey || !publicHalf(privateKey).equals(recovery.publicKey)) throw badRequest(NOT_THE_RECOVERY_KEY, 'recoveryKey');
      return { holder: RECOVERY_HOLDER, pair: recoveryPair(recovery, privateKey)! };
    }
    const onServer = recoveryPair(recovery);
    if (onServer) return { holder: RECOVERY_HOLDER, pair: onServer };
    const own = request.user!.roles.includes('case_handler') ? await sessionKeyPair(request) : null;
    if (own) return { holder: request.user!.id, pair: own };
    throw badRequest(RECOVERY_KEY_NEEDED, 'recoveryKey');
  }

  const audit = (tx: Queryable, staff: SignedInUser, action: string, after?: Record<string, unknown>) =>
    recordStaffAction(tx, staff, { action, targetType: 'recovery_key', targetId: 'recovery', after });

  app.get('/api/staff/case-keys/', admin, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return view(request);
  });

  app.get('/api/staff/case-keys/recovery/', admin, async (request, reply) => {
    const staff = staffUser(request);
    const recovery = await ensureRecoveryKey(db);
    if (!recovery.privateKey) throw new ClientError(409, RECOVERY_KEY_OFFLINE);
    await audit(db, staff, 'keys.recovery.download', { fingerprint: fingerprint(recovery.publicKey) });
    const name = `uwazi-hub-recovery-key-${fingerprint(recovery.publicKey).slice(0, 4)}.txt`;
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(recoveryFile(recovery.publicKey, recovery.privateKey, recovery.createdAt));
  });

  app.post('/api/staff/case-keys/recovery/offline/', { ...admin, schema: { body: { type: 'object' } } }, async (request): Promise<RecoveryOfflineAnswer> => {
    const staff = staffUser(request);
    const { fingerprint: shown } = await validateBody(offlineSchema, request.body);
    await db.transaction(async (tx) => {
      const recovery = await ensureRecoveryKey(tx);
      if (fingerprint(recovery.publicKey) !== shown) throw new ClientError(409, RECOVERY_KEY_CHANGED, 'fingerprint');
      if (!recovery.privateKey) return;
      await tx.query('UPDATE case_recovery_key SET private_key = NULL, offline_at = now()');
      await audit(tx, staff, 'keys.recovery.offline', { fingerprint: shown });
    });
    return { view: await view(request) };
  });

  app.post('/api/staff/case-keys/grants/', { ...admin, schema: { body: { type: 'object' } } }, async (request): Promise<CaseKeyGrantAnswer> => {
    const staff = staffUser(request);
    const { userId, recoveryKey } = await validateBody(grantSchema, request.body);
    const result = await db.transaction(async (tx) => {
      const [handler] = await tx.query<{ full_name: string }>(
        `SELECT u.full_name FROM users u JOIN staff_roles r ON r.user_id = u.id AND r.role = 'case_handler' JOIN case_keys k ON k.user_id = u.id WHERE u.id::text = $1`,
        [userId],
      );
      if (!handler) throw badRequest(NOT_A_KEYED_HANDLER, 'userId');
      const source = await keySource(request, recoveryKey, tx);
      const given = await grantCases(tx, userId, source);
      await recordStaffAction(tx, staff, { action: 'keys.grant', targetType: 'user', targetId: userId, after: { granted: given.granted, unopened: given.unopened } });
      return given;
    });
    return { ...result, view: await view(request) };
  });

  app.post('/api/staff/case-keys/recovery/rotate/', { ...admin, schema: { body: { type: 'object' } } }, async (request): Promise<RecoveryRotationAnswer> => {
    const staff = staffUser(request);
    const { recoveryKey } = await validateBody(rotateSchema, request.body);
    const result = await db.transaction(async (tx) => {
      const source = await keySource(request, recoveryKey, tx);
      const rotated = await rotateRecoveryKey(tx, source);
      // All or nothing: a case the new key could not open would be lost to recovery.
      if (rotated.unopened > 0) throw new ClientError(409, ROTATION_INCOMPLETE, 'recoveryKey');
      await audit(tx, staff, 'keys.recovery.rotate', { rewrapped: rotated.rewrapped });
      return rotated;
    });
    return { ...result, view: await view(request) };
  });
}
