import { localeOf } from './i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Intl formatters are costly to make and cheap to use, and a list page formats a date or a number per row: each
 * is made once per language and options, then kept. (The first one of a language costs most, as the engine loads
 * that language's data, and no cache avoids it; each later date costs about 0.003 ms instead of 0.05 ms in Node.)
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat>();
function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) => kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) => kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** Seconds, minutes, hours and days under 7 days, then a date. */
export function formatRelativeTime(iso: string | Date, now: Date = new Date(), locale = localeOf()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  const diff = Math.max(0, now.getTime() - then.getTime());
  const rtf = kept('relative', locale, { numeric: 'always' }, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  if (diff < MINUTE) return rtf.format(-Math.floor(diff / SECOND), 'second');
  if (diff < HOUR) return rtf.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return rtf.format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return rtf.format(-Math.floor(diff / DAY), 'day');
  return formatDate(then, locale);
}

/**
 * "5 Sep 2026". Every short month has three letters: British English data spells September "Sept", which would
 * stand beside "Jun" and "Jul".
 */
export function formatDate(value: string | Date, locale = localeOf()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
    .formatToParts(date)
    .map((part) => (part.type === 'month' && part.value === 'Sept' ? 'Sep' : part.value))
    .join('');
}

/**
 * The vars of a counted text in a catalog (`replies_one: '{n} reply'`, `replies_other: '{n} replies'`): `count`
 * picks the plural form by the language's rules, `n` is the number as the language writes it.
 */
export function counted(count: number): { count: number; n: string } {
  return { count, n: formatNumber(count) };
}

/** "1 reply", "3 replies", "1,204 views": the noun agrees with the number (English only; catalogs use `counted`). */
export function formatCount(count: number, singular: string, plural = `${singular}s`, locale = localeOf()): string {
  const rule = kept('plural', locale, {}, () => new Intl.PluralRules(locale)).select(count);
  return `${numberFormat(locale).format(count)} ${rule === 'one' ? singular : plural}`;
}

/** Shares with one decimal everywhere, so "5.0%" stands beside "4.1%" rather than "5%". */
export function formatPercent(value: number, locale = localeOf()): string {
  return `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An English weekday name as data gives it ("Tuesday") in the page's language ("Jumanne"); anything else as it is. */
export function formatWeekday(englishName: string, locale = localeOf()): string {
  const index = WEEKDAYS.indexOf(englishName.trim().replace(/^./, (c) => c.toUpperCase()));
  if (index === -1) return englishName;
  // 2023-01-01 was a Sunday.
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + index)));
}

/**
 * "14:30" → "2:30 PM": session times show in 12-hour format in English. Kiswahili has no AM and PM of its own,
 * so a Kiswahili page gives the time as its language writes it, "14:30".
 */
export function formatTime12h(hhmm: string, locale = localeOf()): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  const clock = locale.startsWith('en') ? { hourCycle: 'h12' as const } : {};
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...clock, timeZone: 'UTC' })
    .format(date)
    .replace(/\s?(am|pm)$/i, (m) => ` ${m.trim().toUpperCase()}`);
}

/** Budgets in millions with one decimal: 12_345_678 → "KES 12.3M". */
export function formatMillions(amount: number, currency = 'KES', locale = localeOf()): string {
  const millions = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount / 1_000_000);
  return `${currency} ${millions}M`;
}

export function formatNumber(value: number, locale = localeOf()): string {
  return numberFormat(locale).format(value);
}

/** File sizes in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
