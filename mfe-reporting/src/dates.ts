/** Today as yyyy-mm-dd in Nairobi: the reporter's day, and the latest date an incident can have. */
export function todayInNairobi(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(now);
}
