import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@civic/shared';
import { isSecondFactorRefusal } from '@civic/shared/contracts';

/**
 * `secondFactor`: refused until the session passes two-step sign-in (the case handler's role is there).
 * `keyRefusal`: the API's own words when the case's encryption is why it cannot be opened (CASE_KEY_REFUSALS).
 */
export type DeskLoad<T> =
  { status: 'loading' } | { status: 'failed'; httpStatus: number | null; secondFactor: boolean; keyRefusal?: string | null } | { status: 'loaded'; data: T };

/**
 * Refusals about keys rather than roles (api/src/reporting/caseAccess.ts): the session's key is locked, the
 * handler's key holds none for this case, or the case does not open. The API's message says what to do, in the
 * reader's language.
 */
const CASE_KEY_REFUSALS = ['case_key_locked', 'case_not_granted', 'case_unreadable'];

function keyRefusalOf(body: unknown, message: string): string | null {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
  return typeof code === 'string' && CASE_KEY_REFUSALS.includes(code) ? message : null;
}

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
        setState({ status: 'failed', httpStatus: failure.status, secondFactor: isSecondFactorRefusal(failure.body), keyRefusal: keyRefusalOf(failure.body, failure.message) });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on each render from `key`; `key` is what decides when to reload.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, retry };
}
