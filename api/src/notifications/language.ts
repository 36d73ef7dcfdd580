import { createMessageMatcher } from '@civic/shared/schemas';
import { describeChange, FOLLOW_TITLE } from '../follows/changes.js';
import type { Language } from '../i18n/languages.js';
import { COMPLAINT_STATUS_LABELS } from '../reporting/mails.js';
import type { NotificationMessage } from './hub.js';
import { notificationMessages } from './messages.js';
import { sw } from './messages.sw.js';

/**
 * Notifications in the reader's language. They are stored as English words (what `app.notify` was given), and
 * stay so; on the way to the browser (the list, the socket) each title and message is looked up by its English
 * text in the notifications' catalog (messages.ts) and given from the reader's (messages.sw.ts), placeholders
 * carried over, with the same matcher the API's answers use. A text no catalog holds (a notification written
 * before its words were catalogued, or a value that cannot be given) goes out as it is, in English.
 */
const catalogs: Partial<Record<Language, Record<string, string>>> = { sw };
const matcher = createMessageMatcher(notificationMessages);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Placeholders whose value is itself words, given in the reader's language; null when a value cannot be (the
 * whole text then stays English rather than half translated). Other values are carried over as they are.
 */
const VALUES: Record<string, (value: string, language: Language) => string | null> = {
  /** A complaint's status as the desk names it ("Under review"), as the reader's mails name it. */
  complaintStatus: (value, language) => {
    const status = Object.keys(COMPLAINT_STATUS_LABELS.en).find((key) => COMPLAINT_STATUS_LABELS.en[key] === value);
    return (status && COMPLAINT_STATUS_LABELS[language][status]) ?? value;
  },
  /** "Tuesday" → "Jumanne" (as the site's formatWeekday does; 2023-01-01 was a Sunday). */
  weekday: (value, language) => {
    const index = WEEKDAYS.indexOf(value);
    return index === -1 ? value : new Intl.DateTimeFormat(`${language}-KE`, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + index)));
  },
  /** The sentences of a follow update. */
  changes: (value, language) => changesIn(value, language),
};

/** `text` from the reader's catalog (its key accepted by `accept`), values and all; null when there is none. */
function fromCatalog(text: string, language: Language, accept: (key: string) => boolean = () => true): string | null {
  const found = matcher.keyOf(text);
  const template = found && accept(found.key) ? catalogs[language]?.[found.key] : undefined;
  if (!found || !template) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.vars)) {
    const given = VALUES[name] ? VALUES[name](value, language) : value;
    if (given === null) return null;
    values[name] = given;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/*
 * Follow updates. Their message is built of sentences (follows/changes.ts's describeChange, one per change, up
 * to three) and a link. Each sentence is read back into the change it tells of, by the English templates
 * below, and written again by describeChange in the reader's language: the same words as the follow mails,
 * statuses and sums of money included. A sentence is only taken as read when describeChange writes it back in
 * English letter for letter, so a project title that happens to contain a template's words, or a wording
 * describeChange no longer uses, leaves the message in English instead of mistranslating it.
 */
type ChangeFacts = Parameters<typeof describeChange>[0];

/** How describeChange names the project: in quotes ("A project" when it has no title), then its county if known. */
const PROJECT_FORMS = { inCounty: '"{title}" in {county}', alone: '"{title}"' };
const SENTENCES = {
  added: 'New project: {project} ({status}).',
  status: '{project} changed status from {before} to {after}.',
  budget: '{project} has new budget figures: allocated {allocated}, disbursed {disbursed}, spent {spent} (spent was {spentBefore}).',
  newDocument: '{project} has a new document.',
  newDocuments: '{project} has {count} new documents.',
  changedDocuments: '{project} has changed documents.',
};
const sentenceMatcher = createMessageMatcher(
  Object.fromEntries(
    Object.entries(PROJECT_FORMS).flatMap(([form, project]) => Object.entries(SENTENCES).map(([kind, sentence]) => [`${kind}.${form}`, sentence.replace('{project}', project)])),
  ),
);

/** "KES 12.5M" back to shillings (to a tenth of a million, as written); anything else as describeChange's "unknown". */
function shillings(text: string | undefined): string {
  const amount = /^KES (-?[\d,]+(?:\.\d)?)M$/.exec(text ?? '');
  return amount ? String(Math.round(Number(amount[1]!.replace(/,/g, '')) * 10) * 100_000) : 'unknown';
}

/** The change one English sentence of describeChange tells of, or null. */
function changeOf(sentence: string): ChangeFacts | null {
  const found = sentenceMatcher.keyOf(sentence);
  // Only a title (in its quotes) may hold a full stop and a space: any other value that does has run on into
  // the next sentence ("… to Delayed. "Kondele Market" has …").
  if (!found || Object.entries(found.vars).some(([name, value]) => name !== 'title' && value.includes('. '))) return null;
  const { vars } = found;
  const known = (value: string | undefined) => (value === undefined || value === 'unknown' ? null : value);
  const project = { title: vars.title === 'A project' ? null : (vars.title ?? null), county_name: vars.county ?? null };
  const facts: Record<string, Omit<ChangeFacts, 'title' | 'county_name'>> = {
    added: { kind: 'added', before_value: null, after_value: vars.status === 'status not given' ? null : (vars.status ?? null) },
    status: { kind: 'status', before_value: known(vars.before), after_value: known(vars.after) },
    budget: {
      kind: 'budget',
      before_value: `//${shillings(vars.spentBefore)}`,
      after_value: [vars.allocated, vars.disbursed, vars.spent].map(shillings).join('/'),
    },
    newDocument: { kind: 'documents', before_value: '0', after_value: '1' },
    newDocuments: { kind: 'documents', before_value: '0', after_value: vars.count ?? null },
    changedDocuments: { kind: 'documents', before_value: '0', after_value: '0' },
  };
  const kind = facts[found.key.split('.')[0]!];
  const change = kind && { ...project, ...kind };
  return change && describeChange(change) === sentence ? change : null;
}

/** Sentences of describeChange, separated by a space, in `language`; null unless every one is read. */
function changesIn(text: string, language: Language): string | null {
  const whole = changeOf(text);
  if (whole) return describeChange(whole, language);
  // Every sentence ends with a full stop: try each ". " as the end of the first.
  for (let end = text.indexOf('. '); end !== -1; end = text.indexOf('. ', end + 1)) {
    const first = changeOf(text.slice(0, end + 1));
    const rest = first && changesIn(text.slice(end + 2), language);
    if (first && rest) return `${describeChange(first, language)} ${rest}`;
  }
  return null;
}

/** A follow update's message: the summary of many changes (a catalog text), or up to three sentences and the link. */
function followMessageIn(text: string, language: Language): string | null {
  const summary = fromCatalog(text, language, (key) => key === 'followSummary');
  if (summary !== null) return summary;
  const cut = text.lastIndexOf(' ');
  const changes = cut > 0 ? changesIn(text.slice(0, cut), language) : null;
  return changes === null ? null : changes + text.slice(cut);
}

/** A notification as `language`'s reader sees it: its title and message in that language where the catalogs have them. */
export function notificationIn(notification: NotificationMessage, language: Language): NotificationMessage {
  if (!catalogs[language]) return notification;
  const title = fromCatalog(notification.title, language) ?? notification.title;
  const translated = notification.title === FOLLOW_TITLE ? followMessageIn(notification.message, language) : fromCatalog(notification.message, language);
  return { ...notification, title, message: translated ?? notification.message };
}
