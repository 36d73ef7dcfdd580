import { useEffect } from 'react';
import { api, forgetSignedInUser, rememberSignedInUser, USER_KEY, type CurrentUserResponse, type SessionUser } from '@civic/shared';

/** The server's answer overrides whatever this browser stored. */
function publish(user: SessionUser | null): void {
  if (user) rememberSignedInUser(user);
  else forgetSignedInUser();
}

/**
 * The start-up session check (GET /api/auth/user/). The server session is the authority: its answer
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

export function useStartupSession(): void {
  useEffect(() => {
    let cancelled = false;
    void checkSession().then((user) => {
      if (!cancelled) publish(user);
    });
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
