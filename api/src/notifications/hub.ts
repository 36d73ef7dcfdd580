import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { Language } from '../i18n/languages.js';
import { notificationIn } from './language.js';

/** A notification as clients see it, over the socket and in the list. */
export interface NotificationMessage {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
}

/** A socket that has not answered a ping within this long is closed. */
export const HEARTBEAT_MS = 30_000;

interface TrackedSocket extends WebSocket {
  alive?: boolean;
  /** The language its reader is sent notifications in (see routes.ts: read when the socket opened). */
  language?: Language;
}

/**
 * Delivers notifications to the sockets of their user. With Redis, every instance publishes to one channel
 * and delivers what it hears to the sockets it holds, so a notification created on one instance reaches a
 * socket held by another; without, delivery is in-process. What travels is the notification as stored (in
 * English); each socket is sent it in its own reader's language (language.ts).
 */
export class NotificationHub {
  private readonly sockets = new Map<string, Set<TrackedSocket>>();
  private readonly heartbeat: NodeJS.Timeout;
  private subscriber: Redis | null = null;

  /** Pub/sub channels are not covered by the connection's key prefix, so the channel carries it itself. */
  private readonly channel: string;

  constructor(
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
    prefix = '',
  ) {
    this.channel = `${prefix}notifications`;
    this.heartbeat = setInterval(() => this.checkHeartbeats(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async start(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', (error) => this.log.error({ err: error.message }, 'redis subscriber error'));
    this.subscriber.on('message', (_channel, raw) => {
      try {
        const { userId, notification } = JSON.parse(raw) as { userId: string; notification: NotificationMessage };
        this.deliverHere(userId, notification);
      } catch (error) {
        this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'unreadable notification on the channel');
      }
    });
    await this.subscriber.subscribe(this.channel);
  }

  add(userId: string, socket: WebSocket, language: Language = 'en'): void {
    const tracked = socket as TrackedSocket;
    tracked.alive = true;
    tracked.language = language;
    tracked.on('pong', () => {
      tracked.alive = true;
    });
    const set = this.sockets.get(userId) ?? new Set<TrackedSocket>();
    set.add(tracked);
    this.sockets.set(userId, set);
    tracked.on('close', () => {
      set.delete(tracked);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  async publish(userId: string, notification: NotificationMessage): Promise<void> {
    if (this.redis) await this.redis.publish(this.channel, JSON.stringify({ userId, notification }));
    else this.deliverHere(userId, notification);
  }

  /** Sockets open on this instance (for operators and tests). */
  get connections(): number {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  private deliverHere(userId: string, notification: NotificationMessage): void {
    // One payload per language, however many pages of the citizen are open.
    const payloads = new Map<Language, string>();
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState !== socket.OPEN) continue;
      const language = socket.language ?? 'en';
      let payload = payloads.get(language);
      if (payload === undefined) {
        payload = JSON.stringify({ type: 'notification', message: notificationIn(notification, language) });
        payloads.set(language, payload);
      }
      socket.send(payload);
    }
  }

  private checkHeartbeats(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (!socket.alive) {
          socket.terminate();
          continue;
        }
        socket.alive = false;
        socket.ping();
      }
    }
  }

  /** Server shutting down: 1001 "going away" tells clients to reconnect elsewhere. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'Server shutting down');
    this.sockets.clear();
    await this.subscriber?.quit().catch(() => undefined);
  }
}
