import type { CitizenNotification } from './notificationsState';

/** Reconnect delays: 1 s, doubling, capped at 5 s, each with jitter so many pages do not return at once. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 5000;

export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

export function channelUrl(userId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/notifications/${encodeURIComponent(userId)}/`;
}

export interface LiveChannelHandlers {
  onNotification: (notification: CitizenNotification) => void;
  /** Called when the socket opens again after a drop: anything pushed meanwhile must be fetched. */
  onReconnected: () => void;
}

/**
 * The live notification socket of one signed-in citizen. It reconnects with backoff until `close()`;
 * frames it cannot read are ignored.
 */
export function openLiveChannel(userId: string, handlers: LiveChannelHandlers): { close(): void } {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everOpened = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function connect() {
    socket = new WebSocket(channelUrl(userId));
    socket.onopen = () => {
      if (everOpened) handlers.onReconnected();
      everOpened = true;
      attempt = 0;
    };
    socket.onmessage = (event: MessageEvent) => {
      try {
        const data = JSON.parse(String(event.data)) as { message?: CitizenNotification };
        if (data.message?.id) handlers.onNotification(data.message);
      } catch {
        console.warn('[notifications] ignored an unreadable frame');
      }
    };
    socket.onclose = () => {
      socket = null;
      if (closed) return;
      timer = setTimeout(connect, retryDelay(attempt));
      attempt += 1;
    };
  }

  connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close(1000, 'Signed out');
    },
  };
}
