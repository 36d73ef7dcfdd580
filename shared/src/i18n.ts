import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Languages, one i18next instance for the whole page, and the translators every package reads its text
 * through.
 *
 * `@civic/shared` is one shared instance under Module Federation, so the shell and every section use this one
 * i18next: a language chosen anywhere switches every section at once. Each package registers its own
 * namespace with its English catalog bundled (English is the fallback, so a missing Kiswahili text shows in
 * English, never as a key) and a loader for each other language, which fetches that catalog from the
 * package's own release only when the language is chosen. `{name}` placeholders are filled from `vars`;
 * a `count` var picks `key_one` / `key_other` by the language's plural rules when the catalog has them.
 */
export type Catalog = Record<string, string>;

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself: the switch reads "English" / "Kiswahili". */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** The cookie the device keeps the choice in; the server reads it to answer in that language. */
export const LANGUAGE_COOKIE = 'lang';

export const DEFAULT_LOCALE = 'en-KE';

const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language code as a browser, a cookie or an account gives it ("sw-KE", "SW", "fr") → one of ours, else English. */
export function toLanguage(code: string | null | undefined): Language {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}

/** The first of the browser's preferred languages that the site has, else English. */
export function preferredLanguage(codes: readonly string[]): Language {
  for (const code of codes) {
    const base = code.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A catalog's keys, with each plural family (`replies_one`, `replies_other`) also callable by its base (`replies`). */
export type TextKey<C> = { [K in keyof C & string]: K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base | K : K }[keyof C & string];

type Loader = (language: Language) => Promise<Catalog>;
const loaders = new Map<string, Loader>();

/** Reads a namespace's catalog for a language through the loader its package registered. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders.get(namespace);
    if (!load || !isLanguage(language) || language === 'en') {
      callback(null, {});
      return;
    }
    load(language).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();
void i18n.use(catalogBackend).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: [],
  defaultNS: false,
  partialBundledLanguages: true,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  react: { useSuspense: true, bindI18n: 'languageChanged' },
});

/** The language the page shows now. */
export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

/** The `Intl` locale for a language: dates, numbers and money in Kenyan English or Kenyan Kiswahili. */
export function localeOf(language: Language = currentLanguage()): string {
  return LOCALES[language];
}

/**
 * Shows the page in `language`: every registered namespace's catalog for it is loaded first (so nothing
 * renders half-translated), then every section re-renders. Resolves once that has happened.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language && i18n.isInitialized) return;
  await i18n.changeLanguage(language);
}

let unnamed = 0;

/** Marks the end of a value that ends a sentence itself, where the text may put its own full stop after it. */
const SENTENCE_END = '\u2063';

/** Each text value ending in `.`, `!`, `?` or `…` (a public name "Njeri K.", a title), marked at its end. */
function markedEnds(vars: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, typeof value === 'string' && /[.!?…]$/u.test(value) ? value + SENTENCE_END : value]));
}

/** A text's full stop right after such a value goes ("You are signed in as Njeri K.", not "K.."); the marks go too. */
function withOneFullStop(text: string): string {
  return text.replaceAll(`${SENTENCE_END}.`, '').replaceAll(SENTENCE_END, '');
}

/**
 * A package's translator: `createTranslator('org', { en, sw: () => import('./sw').then((m) => m.sw) })`.
 * `t(key, vars)` reads the active language's catalog, falling back to English. `useTranslations()` belongs in
 * the package's root component: it suspends until the package's catalog for the active language has
 * arrived and re-renders the package's tree when the language changes.
 *
 * The older form `createTranslator({ en, sw })` (a section released against @civic/shared 2.1) still works:
 * its English catalog is registered under a namespace of its own.
 */
export function createTranslator<C extends Catalog>(
  namespaceOrCatalogs: string | ({ en: C } & Partial<Record<string, Partial<C>>>),
  catalogs?: { en: C } & Partial<Record<Exclude<Language, 'en'>, () => Promise<Partial<Record<keyof C, string>>>>>,
) {
  const namespace = typeof namespaceOrCatalogs === 'string' ? namespaceOrCatalogs : `unnamed-${++unnamed}`;
  const english = typeof namespaceOrCatalogs === 'string' ? catalogs!.en : namespaceOrCatalogs.en;
  i18n.addResourceBundle('en', namespace, english, true, true);
  if (typeof namespaceOrCatalogs === 'string' && catalogs) {
    loaders.set(namespace, (language) => {
      const load = language === 'en' ? undefined : catalogs[language];
      return load ? (load() as Promise<Catalog>) : Promise.resolve({});
    });
    void i18n.loadNamespaces(namespace);
  }
  return {
    namespace,
    t(key: TextKey<C>, vars?: Record<string, string | number>): string {
      // A placeholder without a var stays as written; a var's value is never read for placeholders itself.
      const fallback = english[key] ?? english[`${key}_other`] ?? key;
      if (!vars) return String(i18n.t(key, { ns: namespace, defaultValue: fallback }));
      return withOneFullStop(String(i18n.t(key, { ns: namespace, ...markedEnds(vars), defaultValue: fallback })));
    },
    /** Suspends until this package's catalog for the active language is loaded; re-renders on a change. */
    useTranslations(): Language {
      useTranslation(namespace, { i18n });
      return currentLanguage();
    },
    /** Kept for packages built against @civic/shared 2.1: chooses the page's language. */
    setLanguage(language: string): void {
      void changeLanguage(toLanguage(language));
    },
  };
}
