import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { ClientError, notFound } from '../errors.js';
import type { SignedInUser } from '../accounts/sessions.js';
import { recordStaffAction } from '../staff/audit.js';
import { SealBroken, type SecretKey } from './caseCrypto.js';
import { caseKeyByServerRecovery, citizenCaseKey, grantCitizen, heldCaseKey, sessionKeyPair } from './caseKeys.js';
import type { CaseLock } from './sealedCase.js';

export const CASE_KEY_LOCKED = 'Cases open with the key your password unlocks. Please sign out and sign in again with your password to open cases.';
export const CASE_NOT_GRANTED =
  'Your key cannot open this case yet: it was filed before you had a key, or before your password was reset. An administrator can give you access on the Case keys page of the staff console.';
export const CASE_UNREADABLE =
  'This case could not be opened: its stored data does not match its key. Nothing was shown or changed, and the failure was recorded for the administrators.';
export const THREAD_SEALED_BEFORE_RECEIPTS =
  'This report was filed before reports were encrypted, and its messages can now be opened only by the case handlers. They can still read and answer it; please check again later.';

/**
 * Every failed decryption is recorded in the staff audit, which administrators read: the case and who was
 * opening it (a case handler, or a citizen by receipt or reference), never anything of its content.
 */
export async function recordDecryptFailure(db: Queryable, reportId: string, actor: Pick<SignedInUser, 'id' | 'fullName'> | null, by: string): Promise<void> {
  if (actor) {
    await recordStaffAction(db, actor, { action: 'case.decrypt_failed', targetType: 'case', targetId: reportId, after: { by } });
    return;
  }
  await db.query(`INSERT INTO staff_audit (actor_id, actor_name, action, target_type, target_id, after) VALUES (NULL, $1, 'case.decrypt_failed', 'case', $2, $3::text::jsonb)`, [
    by === 'receipt' ? 'A reporter, by receipt' : 'A complainant, by reference',
    reportId,
    JSON.stringify({ by }),
  ]);
}

/**
 * Runs `work` on an opened case; a seal that does not open (a changed ciphertext, a wrong key) anywhere in it
 * becomes the clear refusal above and an audit entry, never a crash or half an answer.
 */
export async function guardSeals<T>(db: Queryable, reportId: string, actor: Pick<SignedInUser, 'id' | 'fullName'> | null, by: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SealBroken)) throw error;
    await recordDecryptFailure(db, reportId, actor, by);
    throw new ClientError(500, CASE_UNREADABLE, null, null, 'case_unreadable');
  }
}

/**
 * A citizen's case opened with the key their receipt (or reference and address) gives. A report sealed
 * before it could be given a citizen's key gets one now, while the recovery key is still on the server.
 */
export async function citizenLock(db: Queryable, reportId: string, citizenKey: SecretKey, by: 'receipt' | 'reference'): Promise<CaseLock> {
  return guardSeals(db, reportId, null, by, async () => {
    let key = await citizenCaseKey(db, reportId, citizenKey);
    if (!key) {
      key = await caseKeyByServerRecovery(db, reportId);
      if (!key) throw new ClientError(409, THREAD_SEALED_BEFORE_RECEIPTS, null, null, 'thread_sealed');
      await grantCitizen(db, reportId, key, citizenKey);
    }
    return { id: reportId, key };
  });
}

/** The case as the signed-in case handler's key opens it: 404 for no case, 403 for a key that is locked or holds none for it. */
export async function handlerLock(request: FastifyRequest, reportId: string, staff: SignedInUser): Promise<CaseLock> {
  const { db } = request.server;
  const [exists] = await db.query('SELECT 1 FROM reports WHERE id = $1', [reportId]);
  if (!exists) throw notFound('There is no such case.');
  const pair = await sessionKeyPair(request);
  if (!pair) throw new ClientError(403, CASE_KEY_LOCKED, null, null, 'case_key_locked');
  return guardSeals(db, reportId, staff, 'case handler', async () => {
    const key = await heldCaseKey(db, reportId, staff.id, pair);
    if (!key) throw new ClientError(403, CASE_NOT_GRANTED, null, null, 'case_not_granted');
    return { id: reportId, key };
  });
}
