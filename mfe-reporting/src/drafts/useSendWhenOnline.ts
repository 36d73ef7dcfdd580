import { useEffect, useRef, useState } from 'react';

/** Whether a failed call failed because this browser has no connection (no answer, and it says it is offline). */
export function failedOffline(error: { isNetworkError: boolean }): boolean {
  return error.isNetworkError && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A submission made without a connection waits, and is sent again by `send` as soon as the browser is back
 * online. `send` repeats the same submission with the same Idempotency-Key, so an attempt that did reach the
 * server before the connection went never makes a second record.
 */
export function useSendWhenOnline(send: () => void) {
  const [waiting, setWaiting] = useState(false);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!waiting) return;
    const go = () => {
      setWaiting(false);
      sendRef.current();
    };
    if (navigator.onLine) {
      go();
      return;
    }
    window.addEventListener('online', go);
    return () => window.removeEventListener('online', go);
  }, [waiting]);

  return { waiting, wait: () => setWaiting(true), stopWaiting: () => setWaiting(false) };
}
