import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { Mail, Mailer } from '../mail/mailer.js';

/** A change the database recorded to a project someone follows (directly, or through its county). */
interface ChangeRow {
  id: string;
  project_id: string;
  county_code: string;
  kind: 'added' | 'status' | 'budget' | 'documents';
  before_value: string | null;
  after_value: string | null;
  title: string | null;
  county_name: string | null;
}

interface FollowerRow {
  user_id: string;
  email: string;
  display_name: string;
  follow_emails: boolean;
  subject_type: 'county' | 'project';
  subject_id: string;
}

/** Above this many changes for one citizen in one round, they get one summary instead of a message each. */
export const SUMMARY_AFTER = 3;
/** How many recorded changes one round takes on; the rest wait for the next. */
const BATCH = 500;

export const FOLLOW_TITLE = 'An update on what you follow';

function shillings(value: string | undefined): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return 'unknown';
  return `KES ${new Intl.NumberFormat('en-KE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount / 1_000_000)}M`;
}

/** One sentence a citizen reads in the bell or a mail: which project, where, and what changed. */
export function describeChange(change: Pick<ChangeRow, 'kind' | 'before_value' | 'after_value' | 'title' | 'county_name'>): string {
  const project = `"${change.title ?? 'A project'}"${change.county_name ? ` in ${change.county_name}` : ''}`;
  switch (change.kind) {
    case 'added':
      return `New project: ${project} (${change.after_value ?? 'status not given'}).`;
    case 'status':
      return `${project} changed status from ${change.before_value ?? 'unknown'} to ${change.after_value ?? 'unknown'}.`;
    case 'budget': {
      const [, , beforeSpent] = (change.before_value ?? '').split('/');
      const [allocated, disbursed, spent] = (change.after_value ?? '').split('/');
      return `${project} has new budget figures: allocated ${shillings(allocated)}, disbursed ${shillings(disbursed)}, spent ${shillings(spent)} (spent was ${shillings(beforeSpent)}).`;
    }
    case 'documents': {
      const before = Number(change.before_value ?? 0);
      const after = Number(change.after_value ?? 0);
      if (after > before) return `${project} has ${after - before === 1 ? 'a new document' : `${after - before} new documents`}.`;
      return `${project} has changed documents.`;
    }
  }
}

export function projectPath(projectId: string): string {
  return `/projects/browser?project=${encodeURIComponent(projectId)}`;
}

export function countyPath(code: string): string {
  return `/counties/county/${encodeURIComponent(code)}`;
}

interface Delivery {
  notify(userId: string, title: string, message: string): Promise<unknown>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

function followMail(to: string, name: string, lines: string[], publicUrl: string): Mail {
  return {
    to,
    subject: lines.length === 1 ? 'An update on a project you follow' : `${lines.length} updates on what you follow`,
    text: `Hello ${name},

${lines.map((line) => `- ${line}`).join('\n')}

You follow these on Uwazi Hub. To stop following, or to stop these e-mails and keep the updates in your notifications only, open your dashboard:

${publicUrl}/dashboard

— Uwazi Hub`,
  };
}

/**
 * Turns the changes the database recorded into a notification (and, where the citizen wants them, an e-mail)
 * for everyone who follows the project or its county, then deletes them. A citizen who follows both a
 * project and its county hears once. Several changes for one citizen in one round become one summary.
 * On PostgreSQL two instances never take the same changes (SKIP LOCKED); answers how many it handled.
 */
export async function deliverFollowChanges(db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, delivery: Delivery): Promise<number> {
  const work = await db.transaction(async (tx) => {
    const changes = await tx.query<ChangeRow>(
      `WITH taken AS (
         DELETE FROM follow_changes WHERE id IN (SELECT id FROM follow_changes ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, project_id, county_code, kind, before_value, after_value)
       SELECT taken.*, p.title, c.name AS county_name
         FROM taken LEFT JOIN projects p ON p.id = taken.project_id LEFT JOIN counties c ON c.code = taken.county_code
        ORDER BY taken.id`,
    );
    if (changes.length === 0) return null;
    const followers = await tx.query<FollowerRow>(
      `SELECT f.user_id, u.email, u.display_name, u.follow_emails, f.subject_type, f.subject_id
         FROM follows f JOIN users u ON u.id = f.user_id
        WHERE (f.subject_type = 'project' AND f.subject_id = ANY($1::text[]))
           OR (f.subject_type = 'county' AND f.subject_id = ANY($2::text[]))`,
      [[...new Set(changes.map((c) => c.project_id))], [...new Set(changes.map((c) => c.county_code))]],
    );
    return { changes, followers };
  });
  if (!work) return 0;

  const perUser = new Map<string, { follower: FollowerRow; lines: string[]; counties: Set<string>; projects: Set<string> }>();
  for (const change of work.changes) {
    const reached = new Set<string>();
    for (const follower of work.followers) {
      const follows =
        (follower.subject_type === 'project' && follower.subject_id === change.project_id) || (follower.subject_type === 'county' && follower.subject_id === change.county_code);
      if (!follows || reached.has(follower.user_id)) continue;
      reached.add(follower.user_id);
      const entry = perUser.get(follower.user_id) ?? { follower, lines: [], counties: new Set<string>(), projects: new Set<string>() };
      entry.lines.push(describeChange(change));
      entry.counties.add(change.county_code);
      entry.projects.add(change.project_id);
      perUser.set(follower.user_id, entry);
    }
  }

  for (const [userId, { follower, lines, counties, projects }] of perUser) {
    try {
      const where = projects.size === 1 ? projectPath([...projects][0]!) : counties.size === 1 ? countyPath([...counties][0]!) : '/dashboard';
      const message =
        lines.length > SUMMARY_AFTER
          ? `${lines.length} changes to projects you follow. ${lines.slice(0, SUMMARY_AFTER).join(' ')} See them all: ${delivery.publicUrl}${where}`
          : `${lines.join(' ')} ${delivery.publicUrl}${where}`;
      await delivery.notify(userId, FOLLOW_TITLE, message);
      if (follower.follow_emails) await delivery.mailer.send(followMail(follower.email, follower.display_name, lines, delivery.publicUrl));
    } catch (error) {
      delivery.log.error({ err: error instanceof Error ? error.message : String(error) }, 'a follow update could not be delivered');
    }
  }
  return work.changes.length;
}
