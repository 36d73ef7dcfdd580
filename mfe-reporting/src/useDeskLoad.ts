import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@civic/shared';
import { isSecondFactorRefusal } from '@civic/shared/contracts';

/** `secondFactor`: refused until the session passes two-step sign-in (the case handler's role is there). */
export type DeskLoad<T> = { status: 'loading' } | { status: 'failed'; httpStatus: number | null; secondFactor: boolean } | { status: 'loaded'; data: T };

/**
 * Like useLoad, but keeps the HTTP status of a failure: the desk must tell "sign in" (401) from
 * "not for you" (403) from a plain failure. `key` names what to load; a change reloads.
 */
export function useDeskLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DeskLoad<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = toApiError(error);
        setState({ status: 'failed', httpStatus: failure.status, secondFactor: isSecondFactorRefusal(failure.body) });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on each render from `key`; `key` is what decides when to reload.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, retry };
}
