import type { Queryable } from '../db/index.js';
import { openText, sealText, type SecretKey } from './caseCrypto.js';

/**
 * The parts of a case sealed with its key, each bound to the case and to what it is (`case:<id>:<part>`), so
 * a sealed value copied to another case or another column does not open. What the desk filters and sorts by
 * stays plain: kind, status, incident type or category, county, dates, whether it is anonymous, the reference.
 */
export type CasePart =
  | 'description'
  | 'involved_parties'
  | 'evidence_description'
  | 'location'
  | 'institution'
  | 'contact_name'
  | 'contact_email'
  | 'contact_phone'
  | 'message'
  | 'note'
  | 'reason'
  | 'audit'
  | 'file_name'
  | 'file';

/** The columns of `reports` that are sealed. */
export const SEALED_REPORT_COLUMNS = [
  'description',
  'involved_parties',
  'evidence_description',
  'location',
  'institution',
  'contact_name',
  'contact_email',
  'contact_phone',
] as const satisfies readonly CasePart[];

export const partContext = (reportId: string, part: CasePart) => `case:${reportId}:${part}`;

/** A case's key with the case it belongs to: what seals and opens its parts. */
export interface CaseLock {
  id: string;
  key: SecretKey;
}

export function sealPart(lock: CaseLock, part: CasePart, value: string): string;
export function sealPart(lock: CaseLock, part: CasePart, value: string | null | undefined): string | null;
export function sealPart(lock: CaseLock, part: CasePart, value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : sealText(lock.key, value, partContext(lock.id, part));
}

export function openPart(lock: CaseLock, part: CasePart, value: string): string;
export function openPart(lock: CaseLock, part: CasePart, value: string | null | undefined): string | null;
export function openPart(lock: CaseLock, part: CasePart, value: string | null | undefined): string | null {
  return openText(lock.key, value ?? null, partContext(lock.id, part));
}

/** A message in the thread between the citizen and the case handlers, sealed. */
export async function addMessage(db: Queryable, lock: CaseLock, author: 'reporter' | 'staff', body: string, staffUserId: string | null = null): Promise<void> {
  await db.query('INSERT INTO report_messages (report_id, author, staff_user_id, body) VALUES ($1, $2, $3, $4)', [lock.id, author, staffUserId, sealPart(lock, 'message', body)]);
}

/** The thread as the citizen reads it: no staff names. */
export async function readMessages(db: Queryable, lock: CaseLock): Promise<Array<{ author: string; body: string; at: string }>> {
  const rows = await db.query<{ author: string; body: string; created_at: Date | string }>(
    'SELECT author, body, created_at FROM report_messages WHERE report_id = $1 ORDER BY created_at, id',
    [lock.id],
  );
  return rows.map((row) => ({ author: row.author, body: openPart(lock, 'message', row.body), at: new Date(row.created_at).toISOString() }));
}
