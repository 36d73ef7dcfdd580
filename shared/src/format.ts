import { DEFAULT_LOCALE } from './i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seconds, minutes, hours and days under 7 days, then a date. */
export function formatRelativeTime(iso: string | Date, now: Date = new Date(), locale = DEFAULT_LOCALE): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  const diff = Math.max(0, now.getTime() - then.getTime());
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (diff < MINUTE) return rtf.format(-Math.floor(diff / SECOND), 'second');
  if (diff < HOUR) return rtf.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return rtf.format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return rtf.format(-Math.floor(diff / DAY), 'day');
  return formatDate(then, locale);
}

export function formatDate(value: string | Date, locale = DEFAULT_LOCALE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** "14:30" → "2:30 PM" (session times show in 12-hour format). */
export function formatTime12h(hhmm: string, locale = DEFAULT_LOCALE): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' })
    .format(date)
    .replace(/\s?(am|pm)$/i, (m) => ` ${m.trim().toUpperCase()}`);
}

/** Budgets in millions with one decimal: 12_345_678 → "KES 12.3M". */
export function formatMillions(amount: number, currency = 'KES', locale = DEFAULT_LOCALE): string {
  const millions = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount / 1_000_000);
  return `${currency} ${millions}M`;
}

export function formatNumber(value: number, locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** File sizes in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
