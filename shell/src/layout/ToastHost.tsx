import { useEffect, useRef } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { cspNonce, type BusEvent } from '@civic/shared';

type ToastEvent = Extract<BusEvent, { type: 'toast' }>;

/** Shows each queued toast once, in order. */
export default function ToastHost({ queue }: { queue: ToastEvent[] }) {
  const shown = useRef(0);
  useEffect(() => {
    for (const { kind, message } of queue.slice(shown.current)) toast[kind](message);
    shown.current = queue.length;
  }, [queue]);
  return <ToastContainer nonce={cspNonce()} position="top-right" autoClose={5000} newestOnTop closeOnClick />;
}
