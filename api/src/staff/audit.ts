import type { AuditPage } from '@civic/shared/contracts';
import type { Queryable } from '../db/index.js';
import type { SignedInUser } from '../accounts/sessions.js';

/** One thing a member of staff did: what (`action`), to which record, and that record before and after. */
export interface StaffAction {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one entry of the staff audit (migration 030), with the same connection as the change it records
 * (pass the transaction's), so an entry exists exactly when the change does. Nothing edits an entry afterwards.
 * Reports' and complaints' contents never go in here: the desk's actions come with the case's id and at most
 * its new status or assignee (reporting/desk.ts), the rest in the case's own record.
 */
export async function recordStaffAction(db: Queryable, actor: Pick<SignedInUser, 'id' | 'fullName'>, entry: StaffAction): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit (actor_id, actor_name, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb)`,
    [actor.id, actor.fullName, entry.action, entry.targetType, entry.targetId, json(entry.before), json(entry.after)],
  );
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export interface AuditFilters {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  /** The id of the last entry of the page before: entries come newest first. */
  beforeId?: string;
}

export const AUDIT_PAGE = 50;

/** A page of the audit, newest first, narrowed by actor, action and dates (Nairobi days, inclusive). */
export async function readAudit(db: Queryable, filters: AuditFilters): Promise<AuditPage> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: number) => string, value: unknown) => {
    values.push(value);
    where.push(clause(values.length));
  };
  if (filters.actor) add((n) => `actor_id = $${n}::uuid`, filters.actor);
  if (filters.action) add((n) => `action = $${n}`, filters.action);
  if (filters.from) add((n) => `at >= ($${n}::date)::timestamp AT TIME ZONE 'Africa/Nairobi'`, filters.from);
  if (filters.to) add((n) => `at < ($${n}::date + 1)::timestamp AT TIME ZONE 'Africa/Nairobi'`, filters.to);
  if (filters.beforeId) add((n) => `id < $${n}::bigint`, filters.beforeId);
  values.push(AUDIT_PAGE + 1);
  const rows = await db.query<{
    id: string;
    at: Date | string;
    actor_id: string | null;
    actor_name: string;
    action: string;
    target_type: string;
    target_id: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT id::text AS id, at, actor_id, actor_name, action, target_type, target_id, before, after
       FROM staff_audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY staff_audit.id DESC LIMIT $${values.length}`,
    values,
  );
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor: { id: row.actor_id, name: row.actor_name },
      action: row.action,
      target: { type: row.target_type, id: row.target_id },
      before: row.before,
      after: row.after,
    })),
    next: rows.length > AUDIT_PAGE ? page[page.length - 1]!.id : null,
  };
}
