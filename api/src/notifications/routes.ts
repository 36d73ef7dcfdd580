import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { forbidden, notFound } from '../errors.js';
import { requireUser } from '../accounts/sessions.js';
import { isAllowedOrigin } from '../security.js';
import { answerLanguage } from '../contentLanguage.js';
import { requestLanguage } from '../i18n/language.js';
import { NotificationHub, type NotificationMessage } from './hub.js';
import { notificationIn } from './language.js';
import { notificationMail, preferenceRoutes, readPreferences } from './preferences.js';
import type { NotificationKind } from '@civic/shared/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Tells a citizen something happened: stored, then pushed to their open pages. `title` and `message` are
     * English, as the notifications' catalog (messages.ts) has them: each reader is sent them in their own
     * language (language.ts). `kind` decides, by the citizen's choices (preferences.ts), whether it goes in the
     * bell and whether it is e-mailed (now, or in the daily digest). Answers the notification as stored, or null
     * when the citizen keeps this kind out of the bell.
     */
    notify(userId: string, title: string, message: string, kind: NotificationKind): Promise<NotificationMessage | null>;
    notificationHub: NotificationHub;
    /** Sends the daily digests due at `now` (the server's timer does it every few minutes); answers how many. */
    sendNotificationDigests(now?: Date): Promise<number>;
    /** The unsubscribe links of a citizen's e-mails of one kind: the page's, the one-click one, and the settings. */
    notificationMailLinks(userId: string, kind: NotificationKind | 'all'): { page: string; oneClick: string; settings: string };
  }
}

/** WebSocket close code for a refused connection (RFC 6455: policy violation). */
export const POLICY_VIOLATION = 1008;

interface NotificationRow {
  id: string;
  title: string;
  message: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

function toMessage(row: NotificationRow): NotificationMessage {
  return { id: row.id, title: row.title, message: row.message, createdAt: new Date(row.created_at).toISOString(), isRead: row.read_at !== null };
}

/** `{userId}` in a path must be the session's user: identity comes from the session, never from the request. */
function ownUserId(request: FastifyRequest<{ Params: { userId: string } }>): string {
  const user = requireUser(request);
  if (request.params.userId !== user.id) throw forbidden('You can only see your own notifications.');
  return user.id;
}

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const hub = new NotificationHub(app.redis, app.log, app.config.redisPrefix);
  await hub.start();
  app.decorate('notificationHub', hub);
  app.addHook('preClose', async () => hub.close());

  const mail = notificationMail(app);
  app.decorate('sendNotificationDigests', mail.sendDigests);
  app.decorate('notificationMailLinks', mail.links);
  app.decorate('notify', async (userId: string, title: string, message: string, kind: NotificationKind) => {
    const preferences = await readPreferences(db, userId);
    let stored: NotificationMessage | null = null;
    if (!preferences.live_off.includes(kind)) {
      const [row] = await db.query<NotificationRow>('INSERT INTO notifications (user_id, title, message) VALUES ($1, $2, $3) RETURNING *', [userId, title, message]);
      stored = toMessage(row!);
      await hub.publish(userId, stored);
    }
    await mail.deliver(userId, kind, stored ?? { id: '', title, message, createdAt: new Date().toISOString(), isRead: false }, preferences);
    return stored;
  });
  await preferenceRoutes(app, mail);

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
    return row?.n ?? 0;
  }

  const userParams = { params: { type: 'object', properties: { userId: { type: 'string', format: 'uuid' } }, required: ['userId'] } } as const;

  app.get<{ Params: { userId: string } }>('/api/notifications/user/:userId/', { schema: userParams }, async (request, reply) => {
    const userId = ownUserId(request);
    reply.header('Cache-Control', 'no-store');
    // Stored in English; given in the request's language (the `lang` cookie, the account's, Accept-Language).
    const language = answerLanguage(request, reply);
    const rows = await db.query<NotificationRow>('SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 100', [userId]);
    return { status: 'success', notifications: rows.map((row) => notificationIn(toMessage(row), language)), unreadCount: await unreadCount(userId) };
  });

  app.post<{ Params: { notificationId: string } }>(
    '/api/notifications/mark-read/:notificationId/',
    { schema: { params: { type: 'object', properties: { notificationId: { type: 'string', format: 'uuid' } }, required: ['notificationId'] } } },
    async (request) => {
      const user = requireUser(request);
      // Someone else's notification answers exactly like a missing one.
      const updated = await db.query('UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id', [
        request.params.notificationId,
        user.id,
      ]);
      if (updated.length === 0) throw notFound('There is no such notification.');
      return { status: 'success', unreadCount: await unreadCount(user.id) };
    },
  );

  app.post<{ Params: { userId: string } }>('/api/notifications/mark-all-read/:userId/', { schema: userParams }, async (request) => {
    const userId = ownUserId(request);
    await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
    return { status: 'success', unreadCount: 0 };
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get<{ Params: { userId: string } }>('/ws/notifications/:userId/', { websocket: true }, (socket, request) => {
    const refuse = (reason: string) => {
      // Logged without the address: the request serializer never includes it.
      request.log.warn({ reason }, 'notification socket refused');
      socket.close(POLICY_VIOLATION, reason);
    };
    // Browsers always send Origin on a socket; without it (or from elsewhere) the cookie proves nothing.
    if (!isAllowedOrigin(request.headers.origin, request, config)) return refuse('origin not allowed');
    if (!request.user) return refuse('not signed in');
    if (request.params.userId !== request.user.id) return refuse('not your notifications');
    // Clients have nothing to say on this channel: whatever they send, however malformed, is ignored.
    socket.on('message', () => undefined);
    socket.on('error', (error) => request.log.warn({ err: error.message }, 'notification socket error'));
    // Pushes are in the language of the request that opened the socket: the `lang` cookie, else the account's
    // saved language, else Accept-Language. A language chosen later reaches this socket when it reconnects.
    hub.add(request.user.id, socket, requestLanguage(request));
  });
}
