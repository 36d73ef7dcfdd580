import { lazy, Suspense, useEffect, useState } from 'react';
import { bus, type BusEvent } from '@civic/shared';

type ToastEvent = Extract<BusEvent, { type: 'toast' }>;

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * The one toast container: every section's toasts arrive through the bus. The toast library is fetched
 * with the first toast, not with the page; toasts raised meanwhile are queued and shown in order.
 */
export function Toasts() {
  const [pending, setPending] = useState<ToastEvent[] | null>(null);

  useEffect(() => {
    const subscription = bus.on('toast').subscribe((event) => setPending((queue) => (queue ? [...queue, event] : [event])));
    return () => subscription.unsubscribe();
  }, []);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost queue={pending} />
    </Suspense>
  );
}
