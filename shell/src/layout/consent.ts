import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY, CONSENT_MAX_AGE_SECONDS, isCookieConsent, type CookieConsent } from '@civic/shared';

export { COOKIE_CONSENT_KEY, CONSENT_FORM_PATH, type CookieConsent } from '@civic/shared';

const listeners = new Set<() => void>();
/** The choice when the browser keeps no storage (private mode): it holds for this visit. */
let fallback: CookieConsent | null = null;

const asConsent = (value: string | null | undefined): CookieConsent | null => (isCookieConsent(value) ? value : null);

function storedConsent(): CookieConsent | null {
  try {
    return asConsent(localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null;
  }
}

function cookieConsent(): CookieConsent | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_CONSENT_KEY}=`));
  return asConsent(entry?.slice(COOKIE_CONSENT_KEY.length + 1));
}

function writeCookie(value: CookieConsent): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_KEY}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The stored choice: this browser's storage, or the cookie the notice's form sets before scripts run. */
export function readConsent(): CookieConsent | null {
  return storedConsent() ?? cookieConsent();
}

/** Stores the visitor's choice (the banner and the settings page both write it) and tells every reader. */
export function saveConsent(value: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    fallback = value;
  }
  writeCookie(value);
  for (const listener of listeners) listener();
}

/**
 * A choice stored before the cookie existed, or kept in storage while the cookie expired, is copied into the
 * cookie at start, so the server leaves the notice out of this browser's next page.
 */
export function keepConsentCookie(): void {
  const stored = storedConsent();
  if (stored && cookieConsent() !== stored) writeCookie(stored);
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
  // Rendered at build time (firstPaint.tsx), nobody has chosen yet.
  return useSyncExternalStore(
    subscribe,
    () => readConsent() ?? fallback,
    () => null,
  );
}
