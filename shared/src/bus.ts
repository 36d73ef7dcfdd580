import { BehaviorSubject, Subject, filter, type Observable } from 'rxjs';
import type { SessionUser } from './contracts/auth.ts';

/**
 * The one event bus of the site. @civic/shared is a federation singleton, so the shell and every
 * remote hold the same instance; remotes never import each other and talk only through routes and this bus.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type BusEvent =
  | { type: 'session'; user: SessionUser | null }
  | { type: 'notification'; notification: { id: string; title: string; message: string; createdAt: string; isRead: boolean } }
  | { type: 'toast'; kind: ToastKind; message: string }
  | { type: 'open-report-modal' }
  | { type: 'remote-failed'; remote: string; reason: string };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

const events = new Subject<BusEvent>();

export const bus = {
  emit(event: BusEvent): void {
    events.next(event);
  },
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
    return events.pipe(filter((e): e is BusEventOf<T> => e.type === type));
  },
  all(): Observable<BusEvent> {
    return events.asObservable();
  },
};

/** The current session: `undefined` while the start-up check runs, `null` when signed out. */
export const session$ = new BehaviorSubject<SessionUser | null | undefined>(undefined);

bus.on('session').subscribe((e) => session$.next(e.user));
