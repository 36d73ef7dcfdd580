import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, toApiError, type ApiError } from '@civic/shared';

export type Fetched<T> = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'loaded'; data: T };

/**
 * GETs `url` whenever it changes (null: nothing to fetch), dropping answers to an address the page has
 * moved on from, so a slow answer to old filters never replaces the current one.
 */
export function useApiGet<T>(url: string | null): { state: Fetched<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Fetched<T>>(url ? { status: 'loading' } : { status: 'idle' });

  useEffect(() => {
    if (!url) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.get<T>(url, { signal: controller.signal }).then(
      ({ data }) => {
        // Rendering what arrived is a transition, as in @civic/shared's useLoad: in slices, so a county's
        // projects or a page of results do not hold a phone's main thread in one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'loaded', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error: toApiError(error) });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
