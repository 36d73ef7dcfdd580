import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { recordStaffAction } from '../staff/audit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the retention schedule once, as of `now`; what it deleted. */
    purgeExpired(now?: Date): Promise<PurgeCounts>;
  }
}

/** How long what is kept for a while is kept, after it stopped being needed (docs/operations.md, section 9). */
export const KEPT_DAYS = {
  /** A session's row after it was last used or revoked (it ends after 30 minutes idle, 12 hours at most). */
  sessions: 30,
  /** An e-mailed link's row after it expired. */
  links: 7,
  /** A mail's row (recipient and subject; its body is gone once sent) after it was written. */
  mail: 90,
} as const;

export interface PurgeCounts {
  reports: number;
  complaints: number;
  files: number;
  sessions: number;
  links: number;
  mail: number;
}

const days = (n: number) => `make_interval(days => ${Math.floor(n)})`;

/**
 * Deletes the closed cases past their retention with everything that hangs on them (messages, notes, status
 * history, the case audit, the evidence rows, cascading from the case), and remembers their files, which are
 * removed once the deletion is committed (a database store's go with their rows: migration 011's trigger).
 */
async function purgeClosedCases(tx: Queryable, now: Date, retentionDays: number): Promise<{ reports: number; complaints: number; files: string[] }> {
  const expired = await tx.query<{ id: string; kind: 'corruption' | 'complaint' }>(
    `SELECT r.id, r.kind FROM reports r
      WHERE r.status = 'closed'
        AND (SELECT max(e.created_at) FROM report_status_events e WHERE e.report_id = r.id AND e.status = 'closed') < $1::timestamptz - ${days(retentionDays)}
      FOR UPDATE OF r`,
    [now.toISOString()],
  );
  if (!expired.length) return { reports: 0, complaints: 0, files: [] };
  const ids = expired.map((row) => row.id);
  const files = await tx.query<{ stored_name: string }>('SELECT stored_name FROM report_files WHERE report_id = ANY($1::uuid[])', [ids]);
  await tx.query('DELETE FROM reports WHERE id = ANY($1::uuid[])', [ids]);
  return {
    reports: expired.filter((row) => row.kind === 'corruption').length,
    complaints: expired.filter((row) => row.kind === 'complaint').length,
    files: files.map((file) => file.stored_name),
  };
}

/**
 * The retention schedule the site keeps itself: closed reports and complaints `closedCaseRetentionDays` after
 * they were closed (with their files), and the rows that only ever served a moment: old sessions, expired
 * e-mailed links, old mail. It runs at start and every `retentionIntervalMs` on every instance (each deletion is
 * one statement that another instance running it too cannot double), and once a run deleted a case, the staff
 * audit says how many, never which.
 */
export function registerRetention(app: FastifyInstance): void {
  const { db, config, fileStore } = app;

  async function purgeExpired(now = new Date()): Promise<PurgeCounts> {
    const at = now.toISOString();
    const outcome = await db.transaction(async (tx) => {
      const cases = await purgeClosedCases(tx, now, config.closedCaseRetentionDays);
      const sessions = await tx.query(
        `DELETE FROM sessions WHERE COALESCE(revoked_at, last_seen_at) < $1::timestamptz - ${days(KEPT_DAYS.sessions)} OR last_seen_at < $1::timestamptz - ${days(KEPT_DAYS.sessions)} RETURNING 1`,
        [at],
      );
      const emailLinks = await tx.query(`DELETE FROM email_tokens WHERE expires_at < $1::timestamptz - ${days(KEPT_DAYS.links)} RETURNING 1`, [at]);
      const newsletterLinks = await tx.query(`DELETE FROM newsletter_tokens WHERE expires_at < $1::timestamptz - ${days(KEPT_DAYS.links)} RETURNING 1`, [at]);
      const mail = await tx.query(`DELETE FROM outbox WHERE state IN ('sent', 'failed', 'kept') AND created_at < $1::timestamptz - ${days(KEPT_DAYS.mail)} RETURNING 1`, [at]);
      if (cases.reports + cases.complaints > 0) {
        await recordStaffAction(
          tx,
          { id: null as unknown as string, fullName: 'Retention schedule' },
          {
            action: 'retention.purge',
            targetType: 'reports',
            targetId: at.slice(0, 10),
            after: { reports: cases.reports, complaints: cases.complaints, files: cases.files.length, retentionDays: config.closedCaseRetentionDays },
          },
        );
      }
      return { cases, sessions: sessions.length, links: emailLinks.length + newsletterLinks.length, mail: mail.length };
    });
    // After the commit: a file whose case is gone is no one's to keep. A failure is logged; the file is then an
    // orphan an operator can find by its name, never a case.
    for (const name of outcome.cases.files) {
      await fileStore
        .delete(name)
        .catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'a purged case’s file could not be removed'));
    }
    const counts: PurgeCounts = {
      reports: outcome.cases.reports,
      complaints: outcome.cases.complaints,
      files: outcome.cases.files.length,
      sessions: outcome.sessions,
      links: outcome.links,
      mail: outcome.mail,
    };
    if (Object.values(counts).some((n) => n > 0)) app.log.info({ retention: counts }, 'retention schedule ran');
    return counts;
  }

  app.decorate('purgeExpired', purgeExpired);
  if (config.retentionIntervalMs > 0) {
    const run = () => {
      purgeExpired().catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'the retention schedule failed'));
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      // The first run is waited for, so nothing is still deleting when a short-lived instance closes.
      await purgeExpired().catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'the retention schedule failed'));
      timer = setInterval(run, config.retentionIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
}
