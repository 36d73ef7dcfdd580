import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from './language';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/**
 * Runs `load` on mount, again on each `retry`, and again when the page's language changes (the server answers
 * in it: the FAQ, the publications). The answer of a page the citizen has already left is dropped, so a slow
 * network never writes into an unmounted page. `load` must be stable (a module function).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): { state: Loadable<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const language = useLanguage();
  const asked = useRef({ load, attempt });

  useEffect(() => {
    const controller = new AbortController();
    // A change of language alone keeps what is on screen (and whatever the citizen typed beside it) until the
    // answer in the new language arrives; a new load or a retry shows that it is loading.
    const sameRequest = asked.current.load === load && asked.current.attempt === attempt;
    asked.current = { load, attempt };
    setState((current) => (sameRequest && current.status === 'loaded' ? current : { status: 'loading' }));
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
  }, [load, attempt, language]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
