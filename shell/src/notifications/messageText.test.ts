import { formatDate, formatTime12h } from '@civic/shared';
import { parseMessage, safeHref, type MessagePart } from './messageText';

jest.mock('../remotes/registry', () => ({ preloadRoute: jest.fn() }));

const text = (value: string): MessagePart => ({ kind: 'text', text: value });
const link = (value: string, external = true): MessagePart => ({ kind: 'link', text: value, href: value, external });
const time = (shown: string, dateTime: string): MessagePart => ({ kind: 'time', text: shown, dateTime });

describe('a notification text', () => {
  it('links web addresses and site paths, leaving sentence punctuation and unopened brackets outside', () => {
    expect(parseMessage('Join: https://meet.example/a-b?x=1#y. Or see (/workshops/w1), then /faq!')).toEqual([
      text('Join: '),
      link('https://meet.example/a-b?x=1#y'),
      text('. Or see ('),
      link('/workshops/w1', false),
      text('), then '),
      link('/faq', false),
      text('!'),
    ]);
    expect(parseMessage('Read https://en.example/wiki/Act_(Kenya) today')).toEqual([text('Read '), link('https://en.example/wiki/Act_(Kenya)'), text(' today')]);
  });

  it('links nothing else: no javascript:, data: or other schemes, no other host through // or /\\, no slash inside a word', () => {
    for (const message of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'http://javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      'mailto:someone@example.org',
      'see //evil.example/path',
      'see /\\evil.example',
      'and/or 24/7',
    ]) {
      expect(parseMessage(message).filter((part) => part.kind === 'link')).toEqual([]);
    }
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('/dashboard')).toBe('/dashboard');
    expect(safeHref('https://uwazi.example/x')).toBe('https://uwazi.example/x');
  });

  it('writes ISO dates and 24-hour times as the site does, and leaves other numbers alone', () => {
    expect(parseMessage('On 2026-11-25 at 14:00 (East Africa Time).')).toEqual([
      text('On '),
      time('25 Nov 2026', '2026-11-25'),
      text(' at '),
      time('2:00 PM', '14:00'),
      text(' (East Africa Time).'),
    ]);
    expect(parseMessage('Starts 2026-11-25T09:30.')).toEqual([text('Starts '), time('25 Nov 2026 at 9:30 AM', '2026-11-25T09:30'), text('.')]);
    // A time already in 12-hour form, an impossible date, a verse and a reference stay as written.
    for (const message of ['at 2:30 PM', 'at 11:15 am', 'on 2026-02-31', 'John 3:16', 'ref UH-2026-11-25-7', 'v1.2026-11-25']) {
      expect(parseMessage(message)).toEqual([text(message)]);
    }
  });

  it('shows an instant with its zone on the reader’s clock', () => {
    const at = new Date('2026-11-25T11:00:00Z');
    const clock = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(parseMessage('Closed 2026-11-25T11:00:00Z')).toEqual([text('Closed '), time(`${formatDate(at)} at ${formatTime12h(clock)}`, '2026-11-25T11:00:00Z')]);
  });
});
