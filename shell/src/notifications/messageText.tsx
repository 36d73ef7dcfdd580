import { Fragment } from 'react';
import { formatDate, formatTime12h } from '@civic/shared';
import { SiteLink } from '../layout/SiteLink';
import { t } from '../messages';

/** A piece of a notification's text: plain, a link, or a date or time written the way the site writes them. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean } | { kind: 'time'; text: string; dateTime: string };

/**
 * What is read as a link, a date or a time. Links are http(s) addresses and paths on this site; a path must
 * start a word and its second character may not be `/` or `\` (browsers read both as another host). Dates are
 * ISO (`2026-11-25`, optionally `T14:00`, seconds and a zone); times are 24-hour `HH:MM`, and one already
 * followed by AM or PM (the expert desk writes `2:30 PM`) is left as it is.
 */
const TOKEN = new RegExp(
  [
    String.raw`(?<url>\bhttps?:\/\/[^\s<>"'\\]+)`,
    String.raw`(?<path>(?<![^\s(\["'])\/(?![/\\])[^\s<>"'\\]+)`,
    String.raw`(?<date>(?<![\w./-])(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})(?:T(?<h>\d{2}):(?<mi>\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?<zone>Z|[+-]\d{2}:?\d{2})?)?(?![\w:-]))`,
    String.raw`(?<time>(?<![\w:.])(?<th>[01]\d|2[0-3]):(?<tm>[0-5]\d)(?::[0-5]\d)?(?![\w:])(?!\s?[ap]\.?m\b))`,
  ].join('|'),
  'gi',
);

/** Sentence punctuation after an address belongs to the sentence; a closing bracket only if it opens none. */
function trimTrailing(raw: string): string {
  let end = raw.length;
  for (;;) {
    const last = raw[end - 1];
    if (last && '.,;:!?'.includes(last)) end -= 1;
    else if (last === ')' && count(raw.slice(0, end), '(') < count(raw.slice(0, end), ')')) end -= 1;
    else if (last === ']' && count(raw.slice(0, end), '[') < count(raw.slice(0, end), ']')) end -= 1;
    else return raw.slice(0, end);
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The address to link to, or null: only http(s) addresses and paths on this site are ever followed. */
export function safeHref(raw: string): string | null {
  if (/^\/(?![/\\])/.test(raw)) {
    const base = 'https://site.invalid';
    try {
      const url = new URL(raw, base);
      return url.origin === base ? raw : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date that exists (`2026-02-31` does not), at local midnight as the site's pages show dates. */
function calendarDate(y: string, mo: string, d: string): Date | null {
  const date = new Date(`${y}-${mo}-${d}T00:00:00`);
  return date.getFullYear() === Number(y) && date.getMonth() + 1 === Number(mo) && date.getDate() === Number(d) ? date : null;
}

function dateText(groups: Record<string, string | undefined>, raw: string): string | null {
  const { y, mo, d, h, mi, zone } = groups;
  const day = calendarDate(y!, mo!, d!);
  if (!day) return null;
  if (h === undefined || mi === undefined) return formatDate(day);
  if (Number(h) > 23 || Number(mi) > 59) return null;
  if (!zone) return t('dateAtTime', { date: formatDate(day), time: formatTime12h(`${h}:${mi}`) });
  // An instant with its zone is shown on the reader's clock, as the panel shows when each notification came.
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) return null;
  return t('dateAtTime', { date: formatDate(at), time: formatTime12h(`${pad(at.getHours())}:${pad(at.getMinutes())}`) });
}

/** Splits a notification's text into plain text, safe links and readable dates and times. */
export function parseMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plainFrom = 0;
  const plainUpTo = (end: number) => {
    if (end > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, end) });
  };
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {};
    const start = match.index;
    let part: MessagePart | null = null;
    let raw = match[0];
    if (groups.url !== undefined || groups.path !== undefined) {
      raw = trimTrailing(raw);
      const href = safeHref(raw);
      if (href) part = { kind: 'link', text: raw, href, external: groups.url !== undefined };
    } else if (groups.date !== undefined) {
      const shown = dateText(groups, raw);
      if (shown) part = { kind: 'time', text: shown, dateTime: raw };
    } else if (groups.th !== undefined && groups.tm !== undefined) {
      part = { kind: 'time', text: formatTime12h(`${groups.th}:${groups.tm}`), dateTime: raw };
    }
    if (!part) continue;
    plainUpTo(start);
    parts.push(part);
    plainFrom = start + raw.length;
  }
  plainUpTo(text.length);
  return parts;
}

/**
 * A notification's text as React nodes (never HTML): addresses become links, ISO dates and times read like the
 * rest of the site. `onFollow` runs when a link is followed.
 */
export function MessageText({ text, onFollow }: { text: string; onFollow?: () => void }) {
  return (
    <>
      {parseMessage(text).map((part, index) => {
        if (part.kind === 'link') {
          return part.external ? (
            <a key={index} href={part.href} onClick={onFollow}>
              {part.text}
            </a>
          ) : (
            <SiteLink key={index} to={part.href} onClick={onFollow}>
              {part.text}
            </SiteLink>
          );
        }
        if (part.kind === 'time') {
          return (
            <time key={index} dateTime={part.dateTime}>
              {part.text}
            </time>
          );
        }
        return <Fragment key={index}>{part.text}</Fragment>;
      })}
    </>
  );
}
