import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.js';

/** Replays older than this are forgotten; a retry comes within minutes, not days. */
const KEEP_HOURS = 24;
/**
 * A claim (a first attempt still being worked on) is kept fresh by the request that holds it (see
 * keepClaimAlive). One not refreshed for this long belongs to a request that died with its process, and a
 * retry may take it over: the reporter whose instance was killed waits a minute, not the length of an upload.
 */
export const CLAIM_STALE_SECONDS = 60;
/** How often a held claim is refreshed: several times within the stale period. */
const CLAIM_REFRESH_SECONDS = 15;
/** `status_code` of a row that is a claim, not yet an answer. */
const IN_PROGRESS = 0;

function keyFor(idempotencyKey: string, purpose: 'answer' | 'fingerprint'): Buffer {
  return Buffer.from(hkdfSync('sha256', idempotencyKey, 'uwazi-replay', purpose, 32));
}

export function replayKeyHash(route: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${route}\0${idempotencyKey}`).digest('hex');
}

/**
 * What is kept of a submission's fingerprint: an HMAC under the client's key, so the table alone cannot
 * confirm a guess at what a report said.
 */
function sealFingerprint(idempotencyKey: string, fingerprint: string): Buffer {
  return createHmac('sha256', keyFor(idempotencyKey, 'fingerprint')).update(fingerprint).digest();
}

/** A client's Idempotency-Key, if it sent a usable one (8–200 visible characters). */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\x21-\x7e]{8,200}$/.test(value) ? value : null;
}

export type Claim =
  /** This request holds the key: it does the work, then `completeClaim` (or `releaseClaim` on failure). */
  | { state: 'claimed'; token: string }
  /** Another request with this key is still being worked on. */
  | { state: 'busy' }
  /** The key was used already; `sealed` opens with `openReplay`. */
  | { state: 'done'; statusCode: number; sealed: string };

/**
 * Takes the key for this request, atomically, so that of any number of concurrent first attempts exactly
 * one goes on to create something. The claim is a row of its own, committed at once, which every other
 * instance on the same database sees.
 */
export async function claimReplay(db: Queryable, route: string, key: string): Promise<Claim> {
  const keyHash = replayKeyHash(route, key);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const token = `claim:${randomBytes(16).toString('hex')}`;
    const [claimed] = await db.query(
      `INSERT INTO submission_replays (key_hash, route, status_code, sealed_answer) VALUES ($1, $2, ${IN_PROGRESS}, $3)
       ON CONFLICT (key_hash) DO UPDATE SET status_code = ${IN_PROGRESS}, sealed_answer = EXCLUDED.sealed_answer, created_at = now()
        WHERE submission_replays.created_at < now() - make_interval(hours => $4)
           OR (submission_replays.status_code = ${IN_PROGRESS} AND submission_replays.created_at < now() - make_interval(secs => $5))
       RETURNING key_hash`,
      [keyHash, route, token, KEEP_HOURS, CLAIM_STALE_SECONDS],
    );
    if (claimed) return { state: 'claimed', token };
    const [row] = await db.query<{ status_code: number; sealed_answer: string }>('SELECT status_code, sealed_answer FROM submission_replays WHERE key_hash = $1', [keyHash]);
    // Gone between the two statements: its holder gave it up; try to take it again.
    if (!row) continue;
    return row.status_code === IN_PROGRESS ? { state: 'busy' } : { state: 'done', statusCode: row.status_code, sealed: row.sealed_answer };
  }
  return { state: 'busy' };
}

/**
 * Refreshes a held claim while its request is being worked on (a slow upload can take many minutes), so it
 * is never mistaken for one whose process died. Returns the function that stops refreshing.
 */
export function keepClaimAlive(db: Queryable, route: string, key: string, token: string, everySeconds = CLAIM_REFRESH_SECONDS): () => void {
  const keyHash = replayKeyHash(route, key);
  const timer = setInterval(() => {
    db.query(`UPDATE submission_replays SET created_at = now() WHERE key_hash = $1 AND status_code = ${IN_PROGRESS} AND sealed_answer = $2`, [keyHash, token]).catch(
      () => undefined,
    );
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Gives a claim up (the work failed), so a corrected retry with the same key is not refused. */
export async function releaseClaim(db: Queryable, route: string, key: string, token: string): Promise<void> {
  await db.query(`DELETE FROM submission_replays WHERE key_hash = $1 AND status_code = ${IN_PROGRESS} AND sealed_answer = $2`, [replayKeyHash(route, key), token]);
}

/**
 * Keeps the answer in place of the claim, in the same transaction as the work it describes: sealed
 * (AES-GCM) with a key derived from the client's Idempotency-Key, beside the keyed fingerprint of what was
 * submitted. False when the claim was taken over meanwhile; the caller must then roll its work back.
 */
export async function completeClaim(tx: Queryable, route: string, key: string, token: string, fingerprint: string, statusCode: number, answer: unknown): Promise<boolean> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(key, 'answer'), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  const stored = ['v2', sealFingerprint(key, fingerprint), iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64'))).join('.');
  await tx.query('DELETE FROM submission_replays WHERE created_at < now() - make_interval(hours => $1)', [KEEP_HOURS]);
  const updated = await tx.query(
    `UPDATE submission_replays SET status_code = $3, sealed_answer = $4, created_at = now() WHERE key_hash = $1 AND status_code = ${IN_PROGRESS} AND sealed_answer = $2 RETURNING key_hash`,
    [replayKeyHash(route, key), token, statusCode, stored],
  );
  return updated.length === 1;
}

/**
 * The first answer, when this request is the same submission as the one that got it (same key, same fields
 * and files); null when the key was used for something else, which must learn nothing from it.
 */
export function openReplay(claim: { statusCode: number; sealed: string }, key: string, fingerprint: string): { statusCode: number; answer: unknown } | null {
  const parts = claim.sealed.split('.');
  if (parts[0] !== 'v2' || parts.length !== 5) return null;
  const [, kept, iv, tag, sealed] = parts.map((part) => Buffer.from(part, 'base64'));
  const expected = sealFingerprint(key, fingerprint);
  if (kept!.length !== expected.length || !timingSafeEqual(kept!, expected)) return null;
  const decipher = createDecipheriv('aes-256-gcm', keyFor(key, 'answer'), iv!);
  decipher.setAuthTag(tag!);
  const plain = Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  return { statusCode: claim.statusCode, answer: JSON.parse(plain) };
}
