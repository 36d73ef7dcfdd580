import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from './api';

/** Where the check of an e-mailed link stands: being checked, accepted (with the server's answer), refused, or not answered. */
export type LinkCheck<T> = { status: 'checking' } | { status: 'confirmed'; data: T } | { status: 'refused'; message: string } | { status: 'unreachable' };

/**
 * True when a failed call says nothing about the link itself: the network failed or the server broke.
 * Blaming the link then would send the citizen the wrong way (asking for a new link instead of retrying).
 */
export function linkNotChecked(problem: ApiError): boolean {
  return problem.isNetworkError || (problem.status !== null && problem.status >= 500);
}

/**
 * Sends an e-mailed single-use token once on arrival, and again only when the citizen asks (`retry`) after
 * the server could not be reached. `confirm` and `refusalMessage` must be stable (module functions).
 *
 * `refusalMessage` words a refusal of the link (already used, expired, not valid) in the page's own terms;
 * a 429 is about how often the citizen tried, not about the link, so the server's message (which says when
 * to try again) is shown as it is.
 */
export function useLinkConfirmation<T>(
  token: string,
  confirm: (token: string) => Promise<T>,
  refusalMessage: (problem: ApiError) => string,
): { state: LinkCheck<T>; retry: () => void } {
  const [state, setState] = useState<LinkCheck<T>>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token and attempt: the token works once, so React's development double effect must not send
    // it twice (the second answer would say the link was already used). For the same reason there is no
    // cleanup that drops the answer: the effect that sent the token is the one whose answer counts.
    const key = `${token}#${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    confirm(token).then(
      (data) => setState({ status: 'confirmed', data }),
      (error: unknown) => {
        const problem = toApiError(error);
        if (linkNotChecked(problem)) setState({ status: 'unreachable' });
        else setState({ status: 'refused', message: problem.status === 429 ? problem.message : refusalMessage(problem) });
      },
    );
  }, [token, attempt, confirm, refusalMessage]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
