import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { encode as encodeQr } from 'uqr';
import { SECOND_FACTOR_ROLES, type SecondFactorSetup, type SecondFactorState, type StaffRole } from '@civic/shared/contracts';
import type { Database, Queryable } from '../db/index.js';

/** Thirty-second steps; a code from the step before or after is taken too (a phone's clock a little off). */
const PERIOD = 30;
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are written with letters and digits that cannot be mistaken for one another. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const ISSUER = 'Uwazi Hub';

/** Whether someone holding `roles` must pass two-step sign-in before any staff route answers them. */
export function needsSecondFactor(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => SECOND_FACTOR_ROLES.includes(role));
}

/**
 * The keys two-step sign-in works with, derived from the site's secret (the receipt pepper: RECEIPT_PEPPER, or
 * the one kept beside the embedded database), each for one use: sealing the TOTP keys at rest (AES-256-GCM)
 * and keying the recovery codes' hashes. A copy of the database without that secret holds neither.
 */
export interface SecondFactorKeys {
  seal: Buffer;
  codes: Buffer;
}

export function secondFactorKeys(siteSecret: string): SecondFactorKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', siteSecret, 'uwazi-second-factor', info, 32));
  return { seal: derive('totp-key-seal'), codes: derive('recovery-code-hash') };
}

function seal(keys: SecondFactorKeys, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  // Bound to its account: a sealed key copied onto another row does not open.
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64'))).join('.');
}

function unseal(keys: SecondFactorKeys, userId: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown sealed key format');
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}

const totpOf = (secret: string, label: string) =>
  new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });

/** A recovery code as typed (any case, with or without its dash or spaces) in the one form it is hashed in. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

const hashRecoveryCode = (keys: SecondFactorKeys, userId: string, code: string) =>
  createHmac('sha256', keys.codes)
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Where `userId` stands with this session (`verified`: the session passed two-step sign-in). */
export function secondFactorState(roles: readonly StaffRole[], enrolled: boolean, verified: boolean): SecondFactorState {
  if (!needsSecondFactor(roles)) return 'not_needed';
  if (!enrolled) return 'setup';
  return verified ? 'done' : 'verify';
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return row?.n ?? 0;
}

/**
 * A new key for `userId`, replacing one still being set up (never one in force: that is reset by an
 * administrator). Not in force until `enable` is given a code from it.
 */
export async function beginSetup(db: Queryable, keys: SecondFactorKeys, userId: string, label: string): Promise<SecondFactorSetup | null> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const rows = await db.query(
    `INSERT INTO second_factors (user_id, sealed_key) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET sealed_key = EXCLUDED.sealed_key, created_at = now() WHERE second_factors.confirmed_at IS NULL
     RETURNING 1`,
    [userId, seal(keys, userId, secret)],
  );
  if (rows.length === 0) return null;
  const uri = totpOf(secret, label).toString();
  const qr = encodeQr(uri, { ecc: 'M', border: 0 });
  return { key: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qr: { size: qr.size, modules: qr.data.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')).join('') } };
}

/**
 * Takes `code` from the key of `userId` (being set up when `pending`, else in force) once: the step it belongs
 * to must come after the last one taken, so a code seen over a shoulder cannot be used again.
 */
async function takeCode(db: Queryable, keys: SecondFactorKeys, userId: string, code: string, pending: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db.query<{ sealed_key: string; last_step: string }>(
    `SELECT sealed_key, last_step FROM second_factors WHERE user_id = $1 AND confirmed_at IS ${pending ? '' : 'NOT'} NULL`,
    [userId],
  );
  if (!row) return false;
  const totp = totpOf(unseal(keys, userId, row.sealed_key), userId);
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const taken = await db.query('UPDATE second_factors SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING 1', [userId, step]);
  return taken.length === 1;
}

/** Puts the key being set up in force with a code from it, and returns ten new recovery codes (shown once). */
export async function enable(db: Database, keys: SecondFactorKeys, userId: string, code: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    if (!(await takeCode(tx, keys, userId, code, true))) return null;
    await tx.query('UPDATE second_factors SET confirmed_at = now() WHERE user_id = $1', [userId]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map((each) => hashRecoveryCode(keys, userId, each))]);
    return codes;
  });
}

/** Checks a code from the app or a recovery code (used up); `recovery` says which it was, null when neither. */
export async function verify(db: Queryable, keys: SecondFactorKeys, userId: string, given: string): Promise<{ recovery: boolean } | null> {
  const code = given.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) return (await takeCode(db, keys, userId, code, false)) ? { recovery: false } : null;
  if (normaliseRecoveryCode(code).length !== 10) return null;
  const used = await db.query('UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1', [
    userId,
    hashRecoveryCode(keys, userId, code),
  ]);
  return used.length === 1 ? { recovery: true } : null;
}

/** Marks the session as having passed two-step sign-in. */
export async function markSessionVerified(db: Queryable, sessionHash: string): Promise<void> {
  await db.query('UPDATE sessions SET second_factor_at = now() WHERE id_hash = $1', [sessionHash]);
}

/** Removes `userId`'s key and recovery codes: they set two-step sign-in up again at their next sign-in. */
export async function removeSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  const removed = await db.query('DELETE FROM second_factors WHERE user_id = $1 RETURNING 1', [userId]);
  return removed.length > 0;
}
