import { useSyncExternalStore } from 'react';
import { bus, session$ } from './bus';
import type { SessionUser } from './contracts/auth.ts';
import { currentLanguage } from './i18n';
import { chooseLanguage } from './language';

function subscribe(onChange: () => void): () => void {
  const subscription = session$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const current = () => session$.getValue();

/**
 * The session as every remote sees it: `undefined` while checking, `null` when signed out. A page rendered
 * ahead at build time reads what the bus holds there too: signed out, as the server sends such a page to
 * signed-out visitors only (shared/build/sectionPages.ts).
 */
export function useSession(): SessionUser | null | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

/** The signed-in user's localStorage key: an agreed, fixed name, so keep it. */
export const USER_KEY = 'user';

/**
 * Publishes a signed-in user on the bus (with their staff roles, if any) and keeps only the display fields in storage:
 * the server session, not this copy, decides who is signed in.
 */
export function rememberSignedInUser(user: SessionUser): void {
  const { id, email, username, fullName } = user;
  // The language saved with the account follows the citizen to this device.
  if (user.language && user.language !== currentLanguage()) void chooseLanguage(user.language).catch(() => undefined);
  try {
    localStorage.setItem(USER_KEY, JSON.stringify({ id, email, username, fullName }));
  } catch {
    // Storage unavailable (private mode): the server session still works.
  }
  // The roles only for this page's life: they link a member of staff to their screens, and are read anew each visit.
  bus.emit({ type: 'session', user: { id, email, username, fullName, ...(user.staffRoles?.length ? { staffRoles: user.staffRoles } : {}) } });
}

/** Publishes "signed out" and forgets the stored user. */
export function forgetSignedInUser(): void {
  try {
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored to forget.
  }
  bus.emit({ type: 'session', user: null });
}

/**
 * Only a path on this site may follow sign-in: '//evil.example' and '/\\evil.example' are read by browsers
 * as other sites, so an attacker's link could otherwise bounce a citizen off-site after they sign in.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
