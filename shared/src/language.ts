import { useSyncExternalStore } from 'react';
import { changeLanguage, currentLanguage, i18n, LANGUAGE_COOKIE, localeOf, preferredLanguage, toLanguage, type Language } from './i18n';

/**
 * The page's language in the browser: where the first choice comes from, how a choice is kept on this device,
 * and a hook for what shows it.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieLanguage(): Language | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match ? toLanguage(decodeURIComponent(match[1] ?? '')) : null;
}

/**
 * The language to start in: the device's earlier choice, else what the server put in `<html lang>` (it reads the
 * same cookie, the account's choice and the browser's Accept-Language), else the browser's preferred languages.
 */
export function startingLanguage(): Language {
  const chosen = cookieLanguage();
  if (chosen) return chosen;
  const fromPage = typeof document === 'undefined' ? '' : document.documentElement.getAttribute('data-language');
  if (fromPage) return toLanguage(fromPage);
  return typeof navigator === 'undefined' ? 'en' : preferredLanguage(navigator.languages ?? [navigator.language]);
}

function showLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.setAttribute('data-language', language);
}

/** Before the first render: loads the starting language's catalogs, so the first render is in it. */
export async function startLanguage(): Promise<Language> {
  const language = startingLanguage();
  try {
    await changeLanguage(language);
  } catch {
    // A catalog that did not arrive leaves the page in English (the fallback), never blank.
  }
  showLanguage(currentLanguage());
  return currentLanguage();
}

/**
 * The citizen chose a language: every section switches without a reload, `<html lang>` follows, and this device
 * keeps the choice for a year (a cookie, so the server answers in it too; it says nothing about the person).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  }
  await changeLanguage(language);
  showLanguage(currentLanguage());
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The language shown now; re-renders the caller when it changes. */
export function useLanguage(): Language {
  // Rendered ahead at build time (the first paint), the page is in the language the build chose.
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** The `Intl` locale of the language shown now; re-renders the caller when it changes. */
export function useLocale(): string {
  return localeOf(useLanguage());
}
