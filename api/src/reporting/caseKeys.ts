import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { hashToken } from '../accounts/tokens.js';
import { sessionToken } from '../accounts/sessions.js';
import { keyFromPassword, keyFromToken, newKeyPair, open, SealBroken, seal, unwrapWithPrivateKey, wrapForPublicKey, type KeyPair, type SecretKey } from './caseCrypto.js';

/**
 * Who holds which key (migration 043, docs/architecture.md "Cases encrypted at rest"):
 * - every case has a random key of its own, kept only wrapped, in `report_keys`: for each case handler's public
 *   key (holder = their user id), for the organisation's recovery key (holder 'recovery') and for the citizen
 *   (holder 'citizen': a key derived from the receipt, or from a complaint's reference and e-mail address);
 * - a case handler's private key is kept sealed with a key argon2id derives from their password (`case_keys`);
 *   signing in with the password opens it and seals it again for that session alone, with a key derived from
 *   the session's cookie, which only the browser holds (`sessions.sealed_case_key`);
 * - the recovery key's public half is on the server; its private half is made here at first start and stays
 *   (`case_recovery_key.private_key`) only until an administrator downloads it and takes it off the server.
 */

const CITIZEN = 'citizen';
const RECOVERY = 'recovery';
const caseContext = (reportId: string) => `case:${reportId}`;
const citizenContext = (reportId: string) => `case:${reportId}:citizen`;
const handlerContext = (userId: string) => `handler:${userId}`;
const sessionContext = (userId: string) => `session:${userId}`;

const b64 = (bytes: Buffer) => bytes.toString('base64');
const bytes = (text: string) => Buffer.from(text, 'base64');

export interface RecoveryKeyRow {
  publicKey: Buffer;
  privateKey: Buffer | null;
  createdAt: Date;
  offlineAt: Date | null;
}

export async function recoveryKey(db: Queryable): Promise<RecoveryKeyRow | null> {
  const [row] = await db.query<{ public_key: string; private_key: string | null; created_at: Date | string; offline_at: Date | string | null }>(
    'SELECT public_key, private_key, created_at, offline_at FROM case_recovery_key',
  );
  if (!row) return null;
  return {
    publicKey: bytes(row.public_key),
    privateKey: row.private_key ? bytes(row.private_key) : null,
    createdAt: new Date(row.created_at),
    offlineAt: row.offline_at ? new Date(row.offline_at) : null,
  };
}

/** The recovery key, made at the first start of a site that has none (two instances starting at once agree on one). */
export async function ensureRecoveryKey(db: Queryable): Promise<RecoveryKeyRow> {
  const existing = await recoveryKey(db);
  if (existing) return existing;
  const pair = newKeyPair();
  await db.query('INSERT INTO case_recovery_key (id, public_key, private_key) VALUES (true, $1, $2) ON CONFLICT (id) DO NOTHING', [b64(pair.publicKey), b64(pair.privateKey)]);
  return (await recoveryKey(db))!;
}

/** The recovery key pair, when its private half is at hand: on the server still, or given by an administrator. */
export function recoveryPair(row: RecoveryKeyRow, given: Buffer | null = null): KeyPair | null {
  const privateKey = given ?? row.privateKey;
  return privateKey ? { publicKey: row.publicKey, privateKey } : null;
}

/** Everyone a new case's key is wrapped for: the recovery key and every case handler with a key. */
async function holders(db: Queryable): Promise<Array<{ holder: string; userId: string | null; publicKey: Buffer }>> {
  const recovery = await ensureRecoveryKey(db);
  const handlers = await db.query<{ user_id: string; public_key: string }>(
    `SELECT k.user_id, k.public_key FROM case_keys k WHERE EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = k.user_id AND r.role = 'case_handler')`,
  );
  return [
    { holder: RECOVERY, userId: null, publicKey: recovery.publicKey },
    ...handlers.map((handler) => ({ holder: handler.user_id, userId: handler.user_id, publicKey: bytes(handler.public_key) })),
  ];
}

/** Wraps a case's key for everyone who may read it, and for the citizen when `citizenKey` is given. */
export async function wrapCaseKey(tx: Queryable, reportId: string, key: SecretKey, citizenKey: SecretKey | null): Promise<void> {
  for (const holder of await holders(tx)) {
    await tx.query('INSERT INTO report_keys (report_id, holder, user_id, wrapped) VALUES ($1, $2, $3, $4) ON CONFLICT (report_id, holder) DO NOTHING', [
      reportId,
      holder.holder,
      holder.userId,
      b64(wrapForPublicKey(key, holder.publicKey, caseContext(reportId))),
    ]);
  }
  if (citizenKey) await grantCitizen(tx, reportId, key, citizenKey);
}

export async function grantCitizen(tx: Queryable, reportId: string, key: SecretKey, citizenKey: SecretKey): Promise<void> {
  await tx.query(
    'INSERT INTO report_keys (report_id, holder, user_id, wrapped) VALUES ($1, $2, NULL, $3) ON CONFLICT (report_id, holder) DO UPDATE SET wrapped = EXCLUDED.wrapped',
    [reportId, CITIZEN, b64(seal(citizenKey, key, citizenContext(reportId)))],
  );
}

/** The case's key for the citizen who holds `citizenKey`; null when the case has no citizen's key. Throws SealBroken when it does not open. */
export async function citizenCaseKey(db: Queryable, reportId: string, citizenKey: SecretKey): Promise<SecretKey | null> {
  const [row] = await db.query<{ wrapped: string }>('SELECT wrapped FROM report_keys WHERE report_id = $1 AND holder = $2', [reportId, CITIZEN]);
  if (!row) return null;
  return open(citizenKey, bytes(row.wrapped), citizenContext(reportId));
}

/** The case's key through a key pair that holds it (a case handler's, or the recovery key); null when it holds none. */
export async function heldCaseKey(db: Queryable, reportId: string, holder: string, pair: KeyPair): Promise<SecretKey | null> {
  const [row] = await db.query<{ wrapped: string }>('SELECT wrapped FROM report_keys WHERE report_id = $1 AND holder = $2', [reportId, holder]);
  if (!row) return null;
  return unwrapWithPrivateKey(bytes(row.wrapped), pair, caseContext(reportId));
}

/** A case's key from its wrapping for `pair` (as a list reads it with the case). Throws SealBroken when it does not open. */
export function unwrapHeld(wrapped: string, pair: KeyPair, reportId: string): SecretKey {
  return unwrapWithPrivateKey(bytes(wrapped), pair, caseContext(reportId));
}

/** The case's key through the recovery key kept on the server, when it still is; null otherwise. */
export async function caseKeyByServerRecovery(db: Queryable, reportId: string): Promise<SecretKey | null> {
  const recovery = await recoveryKey(db);
  const pair = recovery && recoveryPair(recovery);
  return pair ? heldCaseKey(db, reportId, RECOVERY, pair) : null;
}

/**
 * Case handler keys. Called with the password, right after a sign-in that proved it: a case handler without
 * a key pair gets one (sealed with the password), and their session gets their private key sealed for it.
 * Anyone else is left alone. A key sealed with another password (a reset the key did not survive) is replaced.
 */
export async function unlockCaseKey(db: Queryable, userId: string, password: string, token: string): Promise<void> {
  const [role] = await db.query(`SELECT 1 FROM staff_roles WHERE user_id = $1 AND role = 'case_handler'`, [userId]);
  if (!role) return;
  const pair = (await openHandlerKey(db, userId, password)) ?? (await makeHandlerKey(db, userId, password));
  await sealForSession(db, userId, pair, token);
}

async function openHandlerKey(db: Queryable, userId: string, password: string): Promise<KeyPair | null> {
  const [row] = await db.query<{ public_key: string; sealed_private_key: string; salt: string }>('SELECT public_key, sealed_private_key, salt FROM case_keys WHERE user_id = $1', [
    userId,
  ]);
  if (!row) return null;
  try {
    const privateKey = open(await keyFromPassword(password, bytes(row.salt)), bytes(row.sealed_private_key), handlerContext(userId));
    return { publicKey: bytes(row.public_key), privateKey };
  } catch (error) {
    if (!(error instanceof SealBroken)) throw error;
    // Sealed with a password this account no longer has: it opens nothing any more.
    await dropCaseKey(db, userId);
    return null;
  }
}

async function storeHandlerKey(db: Queryable, userId: string, pair: KeyPair, password: string): Promise<void> {
  const salt = randomBytes(16);
  const sealedPrivate = seal(await keyFromPassword(password, salt), pair.privateKey, handlerContext(userId));
  await db.query(
    `INSERT INTO case_keys (user_id, public_key, sealed_private_key, salt) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET sealed_private_key = EXCLUDED.sealed_private_key, salt = EXCLUDED.salt`,
    [userId, b64(pair.publicKey), b64(sealedPrivate), b64(salt)],
  );
}

/**
 * A new key pair for a case handler. While the recovery key is still on the server (a new site, before an
 * administrator takes it offline), every case is given to them at once; afterwards an administrator does it.
 */
async function makeHandlerKey(db: Queryable, userId: string, password: string): Promise<KeyPair> {
  const pair = newKeyPair();
  await storeHandlerKey(db, userId, pair, password);
  const recovery = await recoveryKey(db);
  const atHand = recovery && recoveryPair(recovery);
  if (atHand) await grantCases(db, userId, { holder: RECOVERY, pair: atHand });
  return pair;
}

/** The private key sealed with a key only this session's cookie gives. */
async function sealForSession(db: Queryable, userId: string, pair: KeyPair, token: string): Promise<void> {
  const sealed = seal(keyFromToken(token, 'session case key'), pair.privateKey, sessionContext(userId));
  await db.query('UPDATE sessions SET sealed_case_key = $2 WHERE id_hash = $1', [hashToken(token), b64(sealed)]);
}

/** A password change: the same key pair, sealed with the new password and for the new session. */
export async function resealCaseKey(db: Queryable, userId: string, currentPassword: string, newPassword: string, newToken: string): Promise<void> {
  const pair = await openHandlerKey(db, userId, currentPassword);
  if (!pair) return unlockCaseKey(db, userId, newPassword, newToken);
  await storeHandlerKey(db, userId, pair, newPassword);
  await sealForSession(db, userId, pair, newToken);
}

/** A reset password or a role taken away: the key pair and everything wrapped for it go. */
export async function dropCaseKey(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM report_keys WHERE holder = $1', [userId]);
  await db.query('DELETE FROM case_keys WHERE user_id = $1', [userId]);
}

/** The signed-in case handler's key pair, opened with this request's cookie; null when the session holds none. */
export async function sessionKeyPair(request: FastifyRequest): Promise<KeyPair | null> {
  const token = sessionToken(request, request.server.config);
  const userId = request.user?.id;
  if (!token || !userId) return null;
  const [row] = await request.server.db.query<{ sealed_case_key: string | null; public_key: string | null }>(
    'SELECT s.sealed_case_key, k.public_key FROM sessions s LEFT JOIN case_keys k ON k.user_id = s.user_id WHERE s.id_hash = $1 AND s.user_id = $2',
    [hashToken(token), userId],
  );
  if (!row?.sealed_case_key || !row.public_key) return null;
  try {
    return { publicKey: bytes(row.public_key), privateKey: open(keyFromToken(token, 'session case key'), bytes(row.sealed_case_key), sessionContext(userId)) };
  } catch (error) {
    if (error instanceof SealBroken) return null;
    throw error;
  }
}

/** Where the keys of cases come from when giving them to someone: a holder's pair, or the recovery key. */
export interface KeySource {
  holder: string;
  pair: KeyPair;
}

/**
 * Wraps every case `userId` cannot open yet for their public key, opening each with `source`. Answers how
 * many were given and how many the source could not open (it held no key for them, or it did not open).
 */
export async function grantCases(db: Queryable, userId: string, source: KeySource): Promise<{ granted: number; unopened: number }> {
  const [target] = await db.query<{ public_key: string }>('SELECT public_key FROM case_keys WHERE user_id = $1', [userId]);
  if (!target) return { granted: 0, unopened: 0 };
  const missing = await db.query<{ id: string; wrapped: string | null }>(
    `SELECT r.id, k.wrapped FROM reports r LEFT JOIN report_keys k ON k.report_id = r.id AND k.holder = $2
      WHERE NOT EXISTS (SELECT 1 FROM report_keys mine WHERE mine.report_id = r.id AND mine.holder = $1)`,
    [userId, source.holder],
  );
  let granted = 0;
  let unopened = 0;
  for (const row of missing) {
    if (!row.wrapped) {
      unopened += 1;
      continue;
    }
    let key: SecretKey;
    try {
      key = unwrapWithPrivateKey(bytes(row.wrapped), source.pair, caseContext(row.id));
    } catch (error) {
      if (!(error instanceof SealBroken)) throw error;
      unopened += 1;
      continue;
    }
    await db.query('INSERT INTO report_keys (report_id, holder, user_id, wrapped) VALUES ($1, $2, $3, $4) ON CONFLICT (report_id, holder) DO NOTHING', [
      row.id,
      userId,
      userId,
      b64(wrapForPublicKey(key, bytes(target.public_key), caseContext(row.id))),
    ]);
    granted += 1;
  }
  return { granted, unopened };
}

/**
 * A new recovery key: every case is opened with `source` and wrapped for the new key, replacing the old one's
 * wrapping; the new private half is on the server until it is taken offline.
 */
export async function rotateRecoveryKey(db: Queryable, source: KeySource): Promise<{ rewrapped: number; unopened: number }> {
  const pair = newKeyPair();
  const cases = await db.query<{ id: string; wrapped: string | null }>('SELECT r.id, k.wrapped FROM reports r LEFT JOIN report_keys k ON k.report_id = r.id AND k.holder = $1', [
    source.holder,
  ]);
  let rewrapped = 0;
  let unopened = 0;
  for (const row of cases) {
    let key: SecretKey | null = null;
    try {
      key = row.wrapped ? unwrapWithPrivateKey(bytes(row.wrapped), source.pair, caseContext(row.id)) : null;
    } catch (error) {
      if (!(error instanceof SealBroken)) throw error;
    }
    if (!key) {
      unopened += 1;
      continue;
    }
    await db.query(
      `INSERT INTO report_keys (report_id, holder, user_id, wrapped) VALUES ($1, $2, NULL, $3)
       ON CONFLICT (report_id, holder) DO UPDATE SET wrapped = EXCLUDED.wrapped`,
      [row.id, RECOVERY, b64(wrapForPublicKey(key, pair.publicKey, caseContext(row.id)))],
    );
    rewrapped += 1;
  }
  await db.query('UPDATE case_recovery_key SET public_key = $1, private_key = $2, created_at = now(), offline_at = NULL', [b64(pair.publicKey), b64(pair.privateKey)]);
  return { rewrapped, unopened };
}

export const RECOVERY_HOLDER = RECOVERY;
