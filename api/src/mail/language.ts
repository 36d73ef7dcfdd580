import type { Queryable } from '../db/index.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';

/**
 * Which language an e-mail goes out in, and its words in it. Every mail is written once, with its English and
 * its Kiswahili side by side (`inLanguage(language, { en, sw })`); who gets which is decided here:
 * the language saved with the recipient's account, else the language of the request that caused the mail
 * (requestLanguage), else, for a mail sent outside any request, the one stored with what caused it; else English.
 */

/** The words for `language`, out of both. */
export function inLanguage<T>(language: Language, words: Record<Language, T>): T {
  return words[language] ?? words.en;
}

/** A stored value as a language, or null for none (NULL, or anything the site does not speak). */
export function storedLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** The first language given: the account's saved one, then the request's (or the one stored with the row), else English. */
export function mailLanguage(...choices: Array<Language | string | null | undefined>): Language {
  for (const choice of choices) {
    const language = storedLanguage(choice);
    if (language) return language;
  }
  return 'en';
}

/** The language saved with the account whose address is `email`; null when there is no such account or it chose none. */
export async function accountLanguage(db: Queryable, email: string): Promise<Language | null> {
  const [row] = await db.query<{ language: string | null }>('SELECT language FROM users WHERE email = lower($1)', [email.trim()]);
  return storedLanguage(row?.language);
}

/**
 * The language of a mail to `email`, an address typed into a form: its account's saved language when the
 * address has an account, else `fallback` (the language of the request that caused the mail).
 */
export async function recipientLanguage(db: Queryable, email: string, fallback: Language): Promise<Language> {
  return mailLanguage(await accountLanguage(db, email), fallback);
}
