/**
 * The facts the forms' rules rest on (the lists offered, the limits, the e-mail pattern, the public name a new
 * account starts with), without the validation library: a page imports these at once, while the schemas built
 * on them (./index.ts, which brings yup) come with a form's first check. Re-exported there, so the API and the
 * tests read them from either.
 */

/** Something@something.tld, no spaces: the address is proven by the mail that reaches it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const DISPLAY_NAME_MAX = 40;

/**
 * The public name a new account starts with: the first name and the initial of the last ("Wanjiku K."), so
 * the full name is not shown to everyone unless the citizen chooses it; "Citizen" when the name gives none.
 */
export function defaultDisplayName(fullName: string | null | undefined): string {
  const words = (fullName ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{M}\p{N}.'’-]/gu, ''))
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return 'Citizen';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? ` ${[...last.normalize('NFC')][0]!.toUpperCase()}.` : '';
  return `${[...first].slice(0, DISPLAY_NAME_MAX - initial.length).join('')}${initial}`;
}

/** Incident types offered, with the labels citizens see. */
export const INCIDENT_TYPES = [
  { value: 'bribery', label: 'Bribery' },
  { value: 'embezzlement', label: 'Embezzlement of Public Funds' },
  { value: 'nepotism', label: 'Nepotism/Favoritism' },
  { value: 'procurement', label: 'Procurement Irregularities' },
  { value: 'extortion', label: 'Extortion' },
  { value: 'other', label: 'Other' },
] as const;

export const COMPLAINT_CATEGORIES = ['corruption', 'misconduct', 'fraud', 'harassment'] as const;

/**
 * Kenya's 47 counties, [code, name], in the order the county lists show them (by name). The codes and names are
 * fixed by the Constitution's First Schedule, so a form that offers a county carries them rather than asking the
 * API at start: the complaint form then needs no API client until it is sent, and works offline. The API's
 * tests check this list against the counties it holds.
 */
export const COUNTIES: readonly (readonly [code: string, name: string])[] = [
  ['030', 'Baringo'],
  ['036', 'Bomet'],
  ['039', 'Bungoma'],
  ['040', 'Busia'],
  ['028', 'Elgeyo-Marakwet'],
  ['014', 'Embu'],
  ['007', 'Garissa'],
  ['043', 'Homa Bay'],
  ['011', 'Isiolo'],
  ['034', 'Kajiado'],
  ['037', 'Kakamega'],
  ['035', 'Kericho'],
  ['022', 'Kiambu'],
  ['003', 'Kilifi'],
  ['020', 'Kirinyaga'],
  ['045', 'Kisii'],
  ['042', 'Kisumu'],
  ['015', 'Kitui'],
  ['002', 'Kwale'],
  ['031', 'Laikipia'],
  ['005', 'Lamu'],
  ['016', 'Machakos'],
  ['017', 'Makueni'],
  ['009', 'Mandera'],
  ['010', 'Marsabit'],
  ['012', 'Meru'],
  ['044', 'Migori'],
  ['001', 'Mombasa'],
  ['021', "Murang'a"],
  ['047', 'Nairobi'],
  ['032', 'Nakuru'],
  ['029', 'Nandi'],
  ['033', 'Narok'],
  ['046', 'Nyamira'],
  ['018', 'Nyandarua'],
  ['019', 'Nyeri'],
  ['025', 'Samburu'],
  ['041', 'Siaya'],
  ['006', 'Taita-Taveta'],
  ['004', 'Tana River'],
  ['013', 'Tharaka-Nithi'],
  ['026', 'Trans Nzoia'],
  ['023', 'Turkana'],
  ['027', 'Uasin Gishu'],
  ['038', 'Vihiga'],
  ['008', 'Wajir'],
  ['024', 'West Pokot'],
];

/** Evidence and documents: 10 MB each, at most 10, enforced in the browser and on the server. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

/** Whether an ISO yyyy-mm-dd date lies after today (in Nairobi, the reporter's day). */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(now);
  return value > today;
}

export const COMMUNITY_EMAIL_PATTERN = EMAIL_PATTERN;

/** Tags arrive comma-separated: trimmed, empties dropped, repeats removed. */
export function parseTags(value: string | readonly string[] | undefined | null): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const tags: string[] = [];
  const lower = new Set<string>();
  for (const part of parts) {
    const tag = String(part).trim().slice(0, 40);
    if (tag && !lower.has(tag.toLowerCase())) {
      lower.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.slice(0, 10);
}
