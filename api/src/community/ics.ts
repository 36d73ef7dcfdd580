import type { FastifyReply } from 'fastify';

/**
 * A calendar invite (RFC 5545) for one workshop, townhall event or expert session: a VCALENDAR with one VEVENT.
 * Times are written in UTC (…Z), so every calendar shows them in its owner's zone without a VTIMEZONE.
 */

export interface CalendarEvent {
  /** Stable for the same event, so adding it twice updates rather than duplicates it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** A venue, or the meeting link of an online event. */
  location?: string;
  /** A web address for the event: its meeting link, or else its page. */
  url?: string;
  /** When the invite was made (DTSTAMP); now unless given. */
  stamp?: Date;
  /** RRULE value for an event that repeats, e.g. FREQ=WEEKLY;COUNT=6. */
  repeat?: string;
}

const CRLF = '\r\n';
/** The longest a content line may be, in octets, before it is folded. */
const LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma are escaped, and every newline becomes \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so no line is longer than 75 octets of UTF-8: each continuation starts with one space.
 * A character is never split between lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC DATE-TIME: 20270302T060000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole invite, every line ending in CRLF. */
export function buildCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Uwazi Hub//Community calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp ?? new Date())}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    ...(event.repeat ? [`RRULE:${event.repeat}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URL is a URI value, not TEXT: it is written as it is.
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: letters, digits and dashes only. */
export function calendarFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/** Answers with an invite: text/calendar, offered as a file to save or open. */
export function calendarReply(reply: FastifyReply, name: string, event: CalendarEvent): FastifyReply {
  return reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${calendarFileName(name)}"`)
    .send(buildCalendar(event));
}
