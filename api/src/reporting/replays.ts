import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';

/** Replays older than this are forgotten; a retry comes within minutes, not days. */
const KEEP_HOURS = 24;

function keyFor(idempotencyKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', idempotencyKey, 'uwazi-replay', 'answer', 32));
}

export function replayKeyHash(route: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${route}\0${idempotencyKey}`).digest('hex');
}

/** A client's Idempotency-Key, if it sent a usable one (8–200 visible characters). */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\x21-\x7e]{8,200}$/.test(value) ? value : null;
}

/** The first answer to this key, decrypted, or null. */
export async function findReplay(db: Queryable, route: string, key: string): Promise<{ statusCode: number; answer: unknown } | null> {
  const [row] = await db.query<{ status_code: number; sealed_answer: string }>(
    `SELECT status_code, sealed_answer FROM submission_replays WHERE key_hash = $1 AND created_at > now() - make_interval(hours => $2)`,
    [replayKeyHash(route, key), KEEP_HOURS],
  );
  if (!row) return null;
  const [iv, tag, sealed] = row.sealed_answer.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', keyFor(key), iv!);
  decipher.setAuthTag(tag!);
  const plain = Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  return { statusCode: row.status_code, answer: JSON.parse(plain) };
}

/** Keeps the answer, sealed with the client's key, in the same transaction as the work it describes. */
export async function storeReplay(db: Queryable, route: string, key: string, statusCode: number, answer: unknown): Promise<void> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(key), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  const stored = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
  await db.query('DELETE FROM submission_replays WHERE created_at < now() - make_interval(hours => $1)', [KEEP_HOURS]);
  await db.query('INSERT INTO submission_replays (key_hash, route, status_code, sealed_answer) VALUES ($1, $2, $3, $4)', [replayKeyHash(route, key), route, statusCode, stored]);
}
