import type { Queryable } from '../db/index.js';
import { COMPLAINT_STATUS_LABELS } from './mails.js';
import { openPart, type CaseLock } from './sealedCase.js';

/** One change of a case's status as the reporter and the desk read it: a referral names its body's code. */
export interface TimelineEvent {
  status: string;
  label: string;
  reason: string | null;
  referredTo: string | null;
  at: string;
}

/** A case's status changes, oldest first: the same for the desk, the receipt's follow-up and complaint tracking. */
export async function readTimeline(db: Queryable, lock: CaseLock): Promise<TimelineEvent[]> {
  const rows = await db.query<{ status: string; public_reason: string | null; referred_to: string | null; created_at: Date | string }>(
    'SELECT status, public_reason, referred_to, created_at FROM report_status_events WHERE report_id = $1 ORDER BY created_at, id',
    [lock.id],
  );
  return rows.map((event) => ({
    status: event.status,
    label: COMPLAINT_STATUS_LABELS.en[event.status] ?? event.status,
    reason: openPart(lock, 'reason', event.public_reason),
    referredTo: event.referred_to,
    at: new Date(event.created_at).toISOString(),
  }));
}
