/** Kenya keeps East Africa Time all year: UTC+3, no daylight saving, so a fixed offset is exact. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface NextSession {
  session_day: string;
  /** The calendar date in Nairobi, YYYY-MM-DD. */
  session_date: string;
  /** 12-hour time, e.g. '2:30 PM'. */
  formatted_time: string;
  /** The same moment as an instant, for sorting and storage. */
  starts_at: string;
}

export function formatTime12h(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Today's date in Nairobi as YYYY-MM-DD. */
export function nairobiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a Nairobi wall-clock date (YYYY-MM-DD) and time (HH:MM) name. */
export function nairobiInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - NAIROBI_OFFSET_MS);
}

/**
 * The next weekly slot strictly after `now`, read in Nairobi time. A slot later today still counts; one that
 * has started moves to next week. Null when the weekday or time is not usable.
 */
export function nextSession(dayOfWeek: string, time: string, now: Date = new Date()): NextSession | null {
  const target = WEEKDAYS.indexOf(dayOfWeek as Weekday);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (target === -1 || !match) return null;
  // Shift the clock so UTC getters read Nairobi wall time.
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  let days = (target - local.getUTCDay() + 7) % 7;
  const minutesNow = local.getUTCHours() * 60 + local.getUTCMinutes();
  const slotMinutes = Number(match[1]) * 60 + Number(match[2]);
  if (days === 0 && slotMinutes <= minutesNow) days = 7;
  const date = addDays(local.toISOString().slice(0, 10), days);
  return { session_day: WEEKDAYS[target]!, session_date: date, formatted_time: formatTime12h(time), starts_at: nairobiInstant(date, time).toISOString() };
}
