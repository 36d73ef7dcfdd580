import { COOKIE_CONSENT_KEY } from '../consent';

/** Forgets the cookie choice wherever the shell keeps it (storage and cookie), as for a first visit. */
export function forgetConsent(): void {
  localStorage.clear();
  document.cookie = `${COOKIE_CONSENT_KEY}=; Path=/; Max-Age=0`;
}
