import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildCalendar, calendarFileName, escapeText, foldLine, formatUtc } from '../src/community/ics.js';
import { workshopSchedule } from '../src/community/workshopRoutes.js';

/** Undoes folding and reads the content lines as name → value (the first of each name). */
function readCalendar(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && !fields.has(line.slice(0, colon))) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

describe('calendar invites (RFC 5545)', () => {
  const event = {
    uid: 'workshop-budget@uwazi-hub',
    start: new Date('2027-03-02T06:30:00Z'),
    end: new Date('2027-03-02T09:30:00Z'),
    stamp: new Date('2027-02-01T10:00:05.123Z'),
    summary: 'Budgets, bills; and \\ backslashes',
    description: 'First line\nSecond line',
    location: 'Nairobi, training room',
    url: 'https://meet.jit.si/UwaziHub-abc?x=1,2',
  };

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    assert.equal(escapeText('a,b;c\\d\ne\r\nf'), 'a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('writes UTC times without separators or milliseconds', () => {
    assert.equal(formatUtc(new Date('2027-03-02T06:30:00.250Z')), '20270302T063000Z');
  });

  it('folds long lines at 75 octets with a leading space, never splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    assert.ok(lines.length > 1);
    for (const [index, line] of lines.entries()) {
      assert.ok(Buffer.byteLength(line, 'utf8') <= 75, `line ${index} is ${Buffer.byteLength(line, 'utf8')} octets`);
      if (index > 0) assert.ok(line.startsWith(' ') && !line.startsWith('  '));
    }
    assert.ok(!folded.includes('\uFFFD'));
    assert.equal(folded.replace(/\r\n /g, ''), long);
    assert.equal(foldLine('SUMMARY:short'), 'SUMMARY:short');
  });

  it('builds one VEVENT with every line ending in CRLF', () => {
    const text = buildCalendar(event);
    assert.ok(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
    assert.ok(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n'));
    assert.ok(!/[^\r]\n/.test(text), 'no bare LF');
    const fields = readCalendar(text);
    assert.equal(fields.get('UID'), 'workshop-budget@uwazi-hub');
    assert.equal(fields.get('DTSTAMP'), '20270201T100005Z');
    assert.equal(fields.get('DTSTART'), '20270302T063000Z');
    assert.equal(fields.get('DTEND'), '20270302T093000Z');
    assert.equal(fields.get('SUMMARY'), 'Budgets\\, bills\\; and \\\\ backslashes');
    assert.equal(fields.get('DESCRIPTION'), 'First line\\nSecond line');
    assert.equal(fields.get('LOCATION'), 'Nairobi\\, training room');
    // A URI value is written as it is.
    assert.equal(fields.get('URL'), 'https://meet.jit.si/UwaziHub-abc?x=1,2');
    assert.equal(fields.has('RRULE'), false);
    assert.equal(readCalendar(buildCalendar({ ...event, repeat: 'FREQ=WEEKLY;COUNT=6' })).get('RRULE'), 'FREQ=WEEKLY;COUNT=6');
  });

  it('names the download safely', () => {
    assert.equal(calendarFileName('Reading Your County Budget!'), 'reading-your-county-budget.ics');
    assert.equal(calendarFileName('"; rm -rf'), 'rm-rf.ics');
    assert.equal(calendarFileName('???'), 'event.ics');
  });

  it("reads a workshop's duration as the length of a sitting and a weekly repeat", () => {
    assert.deepEqual(workshopSchedule('3 hours'), { minutes: 180, weeks: null });
    assert.deepEqual(workshopSchedule('90 minutes'), { minutes: 90, weeks: null });
    assert.deepEqual(workshopSchedule('1 day'), { minutes: 480, weeks: null });
    assert.deepEqual(workshopSchedule('6 weeks, Saturday mornings'), { minutes: 120, weeks: 6 });
    assert.deepEqual(workshopSchedule('1.5 hours'), { minutes: 90, weeks: null });
  });
});
