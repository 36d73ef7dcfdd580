import { randomBytes } from 'node:crypto';
import { slugOf } from '../slug.js';

/** Names that give no letters or digits (only symbols, or a script the slug drops) become `citizen-…`. */
const FALLBACK = 'citizen';
const BASE_MAX = 24;

/**
 * The part of a public username taken from the person's full name: lower case, accents off, runs of anything
 * else made one hyphen. Only the name is used, never the e-mail address: the username is shown to everyone
 * in the forum, and no part of an address may be.
 */
export function usernameBase(fullName: string | null | undefined): string {
  return slugOf(fullName, BASE_MAX) || FALLBACK;
}

/**
 * `wanjiku-kamau-3f9a`: the suffix keeps two people of one name apart. A caller whose insert met a taken
 * username tries again with the next `attempt`, which lengthens the suffix by two characters, so even a very
 * common name finds a free one at once.
 */
export function publicUsername(fullName: string | null | undefined, attempt = 0): string {
  return `${usernameBase(fullName)}-${randomBytes(2 + attempt).toString('hex')}`;
}
