import { startTransition, useCallback, useEffect, useState } from 'react';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/**
 * Runs `load` on mount and again on each `retry`. The answer of a page the citizen has already left is
 * dropped, so a slow network never writes into an unmounted page. `load` must be stable (a module function).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): { state: Loadable<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        // Rendering what arrived is a transition: in slices, so a long list does not hold the main thread.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'loaded', data }));
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
