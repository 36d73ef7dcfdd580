import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/index.js';
import { badRequest } from '../errors.js';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotentAnswer extends StoredAnswer {
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Runs `work` in one transaction. With an `Idempotency-Key` header the key is claimed first in that same
 * transaction: a concurrent retry waits on the claim, then reads the stored answer instead of doing the work
 * twice. Client errors roll the claim back, so a corrected retry with the same key is not stuck on the error.
 */
export async function idempotent(db: Database, request: FastifyRequest, scope: string, work: (tx: Queryable) => Promise<StoredAnswer>): Promise<IdempotentAnswer> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return { ...(await db.transaction(work)), replayed: false };
  if (!KEY_PATTERN.test(key)) throw badRequest('The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :', 'Idempotency-Key');
  const owner = request.user?.id ?? '';
  return db.transaction(async (tx) => {
    const claimed = await tx.query('INSERT INTO idempotency_keys (scope, owner, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [scope, owner, key]);
    if (claimed.length === 0) {
      const [stored] = await tx.query<{ status_code: number | null; body: unknown }>(
        'SELECT status_code, body FROM idempotency_keys WHERE scope = $1 AND owner = $2 AND key = $3',
        [scope, owner, key],
      );
      if (stored?.status_code != null) return { statusCode: stored.status_code, body: stored.body, replayed: true };
      throw badRequest('A request with this Idempotency-Key is still being processed. Please try again shortly.', 'Idempotency-Key');
    }
    const answer = await work(tx);
    await tx.query('UPDATE idempotency_keys SET status_code = $4, body = $5::text::jsonb WHERE scope = $1 AND owner = $2 AND key = $3', [
      scope,
      owner,
      key,
      answer.statusCode,
      JSON.stringify(answer.body),
    ]);
    return { ...answer, replayed: false };
  });
}
