import { useSyncExternalStore } from 'react';

export const COOKIE_CONSENT_KEY = 'cookie_consent';
export type CookieConsent = 'essential_only' | 'all_cookies';

const listeners = new Set<() => void>();
/** The choice when the browser keeps no storage (private mode): it holds for this visit. */
let fallback: CookieConsent | null = null;

export function readConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'essential_only' || value === 'all_cookies' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the visitor's choice (the banner and the settings page both write it) and tells every reader. */
export function saveConsent(value: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    fallback = value;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab of this site counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice, kept current as it changes (here, on the settings page, or in another tab). */
export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, () => readConsent() ?? fallback);
}
