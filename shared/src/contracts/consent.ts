/**
 * The visitor's cookie choice, as the shell and the API both know it: SPEC's `cookie_consent` (kept in the
 * browser's storage and, so the server knows it when it sends a page, in a cookie of that name), its two
 * values, and where the cookie notice's form is sent when it is used before the page's scripts have run.
 */
export const COOKIE_CONSENT_KEY = 'cookie_consent';
export const CONSENT_CHOICES = ['essential_only', 'all_cookies'] as const;
export type CookieConsent = (typeof CONSENT_CHOICES)[number];
export const CONSENT_FORM_PATH = '/api/cookie-consent/';
/** How long the cookie keeps the choice: a year, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function isCookieConsent(value: unknown): value is CookieConsent {
  return typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value);
}
