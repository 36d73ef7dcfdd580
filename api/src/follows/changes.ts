import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { Language } from '../i18n/languages.js';
import { inLanguage, mailLanguage } from '../mail/language.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { projectStatusIn } from '../i18n/vocabulary.js';

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
  /** The language saved with the account: its mails are in it (English when none was chosen). */
  language: string | null;
  subject_type: 'county' | 'project';
  subject_id: string;
  /** Whether they take one daily digest instead of single e-mails (their follow updates then go in it). */
  digest: boolean;
}

/** Above this many changes for one citizen in one round, they get one summary instead of a message each. */
export const SUMMARY_AFTER = 3;
/** How many recorded changes one round takes on; the rest wait for the next. */
const BATCH = 500;

export const FOLLOW_TITLE = 'An update on what you follow';

/** "KES 12.5M"; in Kiswahili "KSh milioni 12.5" (the glossary's way with millions). */
function shillings(value: string | undefined, language: Language): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return inLanguage(language, { en: 'unknown', sw: 'haijulikani' });
  const millions = (locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount / 1_000_000);
  return inLanguage(language, { en: `KES ${millions('en-KE')}M`, sw: `KSh milioni ${millions('sw-KE')}` });
}

/**
 * One sentence a citizen reads in the bell or a mail: which project, where, and what changed. The bell's is in
 * English (notifications are stored as words); a mail's is in its reader's language.
 */
export function describeChange(change: Pick<ChangeRow, 'kind' | 'before_value' | 'after_value' | 'title' | 'county_name'>, language: Language = 'en'): string {
  const money = (value: string | undefined) => shillings(value, language);
  const statusName = (value: string) => projectStatusIn(value, language);
  const project = inLanguage(language, {
    en: `"${change.title ?? 'A project'}"${change.county_name ? ` in ${change.county_name}` : ''}`,
    sw: `"${change.title ?? 'Mradi usio na jina'}"${change.county_name ? ` katika kaunti ya ${change.county_name}` : ''}`,
  });
  switch (change.kind) {
    case 'added': {
      const status = change.after_value === null ? null : statusName(change.after_value);
      return inLanguage(language, {
        en: `New project: ${project} (${status ?? 'status not given'}).`,
        sw: `Mradi mpya: ${project} (${status ?? 'hali haijatajwa'}).`,
      });
    }
    case 'status': {
      const [before, after] = [change.before_value, change.after_value].map((value) => (value === null ? null : statusName(value)));
      return inLanguage(language, {
        en: `${project} changed status from ${before ?? 'unknown'} to ${after ?? 'unknown'}.`,
        sw: `Hali ya mradi ${project} imebadilika kutoka ${before === null ? 'haijulikani' : `"${before}"`} kuwa ${after === null ? 'haijulikani' : `"${after}"`}.`,
      });
    }
    case 'budget': {
      const [, , beforeSpent] = (change.before_value ?? '').split('/');
      const [allocated, disbursed, spent] = (change.after_value ?? '').split('/');
      return inLanguage(language, {
        en: `${project} has new budget figures: allocated ${money(allocated)}, disbursed ${money(disbursed)}, spent ${money(spent)} (spent was ${money(beforeSpent)}).`,
        sw: `Mradi ${project} una takwimu mpya za bajeti: kilichotengwa ${money(allocated)}, kilichotolewa ${money(disbursed)}, kilichotumika ${money(spent)} (awali kilichotumika kilikuwa ${money(beforeSpent)}).`,
      });
    }
    case 'documents': {
      const added = Number(change.after_value ?? 0) - Number(change.before_value ?? 0);
      if (added > 0) {
        return inLanguage(language, {
          en: `${project} has ${added === 1 ? 'a new document' : `${added} new documents`}.`,
          sw: `Mradi ${project} una ${added === 1 ? 'waraka mpya' : `nyaraka mpya ${added}`}.`,
        });
      }
      return inLanguage(language, { en: `${project} has changed documents.`, sw: `Nyaraka za mradi ${project} zimebadilika.` });
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
  notify(userId: string, title: string, message: string, kind: 'follows'): Promise<unknown>;
  /** The unsubscribe links of a citizen's follow e-mails (notifications/preferences.ts). */
  links(userId: string, kind: 'follows'): { page: string; oneClick: string; settings: string };
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

function followMail(to: string, name: string, lines: string[], publicUrl: string, language: Language, stopLink: string): Mail {
  const list = lines.map((line) => `- ${line}`).join('\n');
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: lines.length === 1 ? 'An update on a project you follow' : `${lines.length} updates on what you follow`,
        text: `Hello ${name},

${list}

You follow these on Uwazi Hub. To stop following, or to stop these e-mails and keep the updates in your notifications only, open your dashboard:

${publicUrl}/dashboard

Stop these e-mails now: ${stopLink}

— Uwazi Hub`,
      },
      sw: {
        subject: lines.length === 1 ? 'Taarifa mpya kuhusu mradi unaoufuatilia' : `Taarifa mpya ${lines.length} kuhusu unachofuatilia`,
        text: `Habari ${name},

${list}

Unafuatilia haya kwenye Uwazi Hub. Ili kuacha kuyafuatilia, au kuacha kupokea barua pepe hizi na kuona taarifa mpya kwenye arifa zako tu, fungua dashibodi yako:

${publicUrl}/dashboard

Acha barua pepe hizi sasa: ${stopLink}

— Uwazi Hub`,
      },
    }),
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
      `SELECT f.user_id, u.email, u.display_name, u.follow_emails, u.language, f.subject_type, f.subject_id, COALESCE(np.digest, false) AS digest
         FROM follows f JOIN users u ON u.id = f.user_id LEFT JOIN notification_preferences np ON np.user_id = u.id
        WHERE (f.subject_type = 'project' AND f.subject_id = ANY($1::text[]))
           OR (f.subject_type = 'county' AND f.subject_id = ANY($2::text[]))`,
      [[...new Set(changes.map((c) => c.project_id))], [...new Set(changes.map((c) => c.county_code))]],
    );
    return { changes, followers };
  });
  if (!work) return 0;

  const perUser = new Map<string, { follower: FollowerRow; changes: ChangeRow[]; counties: Set<string>; projects: Set<string> }>();
  for (const change of work.changes) {
    const reached = new Set<string>();
    for (const follower of work.followers) {
      const follows =
        (follower.subject_type === 'project' && follower.subject_id === change.project_id) || (follower.subject_type === 'county' && follower.subject_id === change.county_code);
      if (!follows || reached.has(follower.user_id)) continue;
      reached.add(follower.user_id);
      const entry = perUser.get(follower.user_id) ?? { follower, changes: [], counties: new Set<string>(), projects: new Set<string>() };
      entry.changes.push(change);
      entry.counties.add(change.county_code);
      entry.projects.add(change.project_id);
      perUser.set(follower.user_id, entry);
    }
  }

  for (const [userId, { follower, changes, counties, projects }] of perUser) {
    try {
      const lines = changes.map((change) => describeChange(change));
      const where = projects.size === 1 ? projectPath([...projects][0]!) : counties.size === 1 ? countyPath([...counties][0]!) : '/dashboard';
      const message =
        lines.length > SUMMARY_AFTER
          ? `${lines.length} changes to projects you follow. ${lines.slice(0, SUMMARY_AFTER).join(' ')} See them all: ${delivery.publicUrl}${where}`
          : `${lines.join(' ')} ${delivery.publicUrl}${where}`;
      // In the bell, and into the daily digest for a citizen who takes one (notifications/preferences.ts).
      await delivery.notify(userId, FOLLOW_TITLE, message, 'follows');
      if (follower.follow_emails && !follower.digest) {
        // Sent outside any request: the language is the one saved with the account.
        const language = mailLanguage(follower.language);
        const mailLines = language === 'en' ? lines : changes.map((change) => describeChange(change, language));
        const links = delivery.links(userId, 'follows');
        await delivery.mailer.send({ ...followMail(follower.email, follower.display_name, mailLines, delivery.publicUrl, language, links.page), unsubscribe: links.oneClick });
      }
    } catch (error) {
      delivery.log.error({ err: error instanceof Error ? error.message : String(error) }, 'a follow update could not be delivered');
    }
  }
  return work.changes.length;
}
