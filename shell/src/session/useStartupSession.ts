import { useEffect } from 'react';
import { api, forgetSignedInUser, rememberSignedInUser, session$, USER_KEY, type CurrentUserResponse, type SessionUser } from '@civic/shared';

/** The server's answer overrides whatever this browser stored. */
function publish(user: SessionUser | null): void {
  if (user) rememberSignedInUser(user);
  else forgetSignedInUser();
}

/**
 * The session check (GET /api/auth/user/): at start when the page carried no session, and whenever another
 * tab may have changed it. The server session is the authority: its answer
 * overrides whatever was stored locally. A failed or timed-out check (10 s at most) means signed out,
 * and is only logged, with no message to the citizen.
 */
export async function checkSession(): Promise<SessionUser | null> {
  try {
    const { data } = await api.get<CurrentUserResponse>('/api/auth/user/');
    return data.data?.user ?? null;
  } catch (error) {
    console.warn('[shell] session check failed; continuing signed out', error);
    return null;
  }
}

/**
 * Who is signed in, as the server put it in the page (`<script type="application/json" id="session-user">`,
 * looked up from the session cookie when the page was asked for), published before the first render so no
 * page waits for a session check. Taken once and removed from the page. False when the page carries none
 * (a development server's page): the start-up check then asks the API.
 */
export function adoptSessionInPage(): boolean {
  const element = document.getElementById('session-user');
  if (!element) return false;
  element.remove();
  let answer: unknown;
  try {
    answer = JSON.parse(element.textContent ?? '');
  } catch {
    return false;
  }
  const user = (answer as { user?: unknown } | null)?.user;
  if (user === null) publish(null);
  else if (isSessionUser(user)) publish(user);
  else return false;
  return true;
}

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | undefined;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.username === 'string' &&
    typeof user.fullName === 'string'
  );
}

export function useStartupSession(): void {
  useEffect(() => {
    let cancelled = false;
    // Only when the page did not say who is signed in.
    if (session$.getValue() === undefined) {
      void checkSession().then((user) => {
        if (!cancelled) publish(user);
      });
    }
    // Another tab may have signed in or out: check again when this tab comes back into view, or at once
    // when the other tab changes the stored user.
    function recheck() {
      void checkSession().then((user) => {
        if (!cancelled) publish(user);
      });
    }
    function onVisible() {
      if (document.visibilityState === 'visible') recheck();
    }
    function onStorage(event: StorageEvent) {
      if (event.key === USER_KEY) recheck();
    }
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
