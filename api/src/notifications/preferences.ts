import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences, type UnsubscribeLink } from '@civic/shared/contracts';
import { requireUser } from '../accounts/sessions.js';
import type { Queryable } from '../db/index.js';
import { badRequest, ClientError } from '../errors.js';
import type { Language } from '../i18n/languages.js';
import { inLanguage, mailLanguage } from '../mail/language.js';
import { sendQuietly, type Mail } from '../mail/mailer.js';
import { receiptPepper } from '../reporting/receipts.js';
import type { NotificationMessage } from './hub.js';
import { notificationIn } from './language.js';

export const PREFERENCES_SAVED = 'Your choices are saved.';
export const UNSUBSCRIBED_KIND = 'Done: these e-mails are stopped. You can turn them on again in your notification settings.';
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Sign in and choose what reaches you in your notification settings.';
export const PREFERENCES_SHAPE = 'Send every kind of notification, each with its live and e-mail choice, and the digest choice.';

/** The daily digest goes out at 18:00 Nairobi time (15:00 UTC), with everything that came before. */
const DIGEST_HOUR_UTC = 15;
/** How often the server looks for digests due (a digest goes at most once a day per citizen whatever this is). */
const DIGEST_CHECK_MS = 10 * 60_000;

interface PreferenceRow {
  live_off: string[];
  email_on: string[];
  digest: boolean;
}

const DEFAULTS: PreferenceRow = { live_off: [], email_on: [], digest: false };

/**
 * A citizen's choices. Follow updates by e-mail are `users.follow_emails` (migration 016; on unless turned off,
 * and the dashboard's follows list turns it off too): the one place that choice is kept.
 */
export async function readPreferences(db: Queryable, userId: string): Promise<PreferenceRow> {
  const [row] = await db.query<{ follow_emails: boolean; live_off: string[] | null; email_on: string[] | null; digest: boolean | null }>(
    `SELECT u.follow_emails, p.live_off, p.email_on, p.digest FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!row) return DEFAULTS;
  const emailOn = (row.email_on ?? []).filter((kind) => kind !== 'follows');
  return { live_off: row.live_off ?? [], email_on: row.follow_emails ? [...emailOn, 'follows'] : emailOn, digest: row.digest ?? false };
}

export function toPreferences(row: PreferenceRow): NotificationPreferences {
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, live: !row.live_off.includes(kind), email: row.email_on.includes(kind) })),
    digest: row.digest,
  };
}

/** The words a mail's footer names a kind with: "You receive this because you chose e-mails about …". */
const KIND_WORDS: Record<Language, Record<NotificationKind | 'all', string>> = {
  en: {
    account: 'your account',
    cases: 'your reports and complaints',
    community: 'your workshops and expert sessions',
    forum: 'your forum discussions',
    follows: 'the counties and projects you follow',
    all: 'what happens on Uwazi Hub',
  },
  sw: {
    account: 'akaunti yako',
    cases: 'ripoti na malalamiko yako',
    community: 'warsha na vikao vyako na wataalamu',
    forum: 'mijadala yako kwenye jukwaa',
    follows: 'kaunti na miradi unayofuatilia',
    all: 'yanayotokea kwenye Uwazi Hub',
  },
};

/**
 * Signed unsubscribe links: `<user>.<kind>.<mac>`, the mac an HMAC of the user and kind under a key derived from
 * the site's secret, so a link works without a table and cannot be made for someone else or another kind. They
 * do not expire: a mail read months later still stops what it says it stops.
 */
export function unsubscribeTokens(siteSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', siteSecret, 'uwazi-unsubscribe', 'notification-mail', 32));
  const mac = (userId: string, kind: string) => createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');
  return {
    make: (userId: string, kind: NotificationKind | 'all') => `${userId}.${kind}.${mac(userId, kind)}`,
    read(token: string): { userId: string; kind: NotificationKind | 'all' } | null {
      const [userId, kind, given, ...rest] = token.split('.');
      if (!userId || !kind || !given || rest.length || !/^[0-9a-f-]{36}$/.test(userId)) return null;
      if (kind !== 'all' && !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
      const expected = Buffer.from(mac(userId, kind));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      return { userId, kind: kind as NotificationKind | 'all' };
    },
  };
}

type Tokens = ReturnType<typeof unsubscribeTokens>;

function footer(language: Language, kind: NotificationKind | 'all', stopLink: string, settingsLink: string): string {
  const what = KIND_WORDS[language][kind];
  return inLanguage(language, {
    en: `You receive this because you chose e-mails about ${what} on Uwazi Hub.\nStop these e-mails: ${stopLink}\nChoose what reaches you: ${settingsLink}`,
    sw: `Unapokea barua pepe hii kwa sababu ulichagua barua pepe kuhusu ${what} kwenye Uwazi Hub.\nAcha barua pepe hizi: ${stopLink}\nChagua kinachokufikia: ${settingsLink}`,
  });
}

/**
 * Notifications by e-mail and the daily digest, and the citizen's choices: registered by notificationRoutes.
 * `deliver` is what app.notify does with a notification the citizen chose to have e-mailed.
 */
export function notificationMail(app: FastifyInstance) {
  const { db, config } = app;
  const tokens: Tokens = unsubscribeTokens(receiptPepper(config));
  const links = (userId: string, kind: NotificationKind | 'all') => {
    const token = encodeURIComponent(tokens.make(userId, kind));
    return {
      page: `${config.publicUrl}/notifications/unsubscribe?token=${token}`,
      oneClick: `${config.publicUrl}/api/notifications/unsubscribe/?token=${token}`,
      settings: `${config.publicUrl}/dashboard/notifications`,
    };
  };

  async function recipient(userId: string): Promise<{ email: string; language: Language } | null> {
    const [row] = await db.query<{ email: string; language: string | null }>('SELECT email, language FROM users WHERE id = $1', [userId]);
    return row ? { email: row.email, language: mailLanguage(row.language) } : null;
  }

  /** One notification, e-mailed now in the citizen's language, with its kind's unsubscribe. */
  async function mailNow(userId: string, kind: NotificationKind, notification: NotificationMessage): Promise<void> {
    const to = await recipient(userId);
    if (!to) return;
    const { title, message } = notificationIn(notification, to.language);
    const link = links(userId, kind);
    const mail: Mail = {
      to: to.email,
      subject: title,
      text: `${message}\n\n— Uwazi Hub\n\n${footer(to.language, kind, link.page, link.settings)}`,
      unsubscribe: link.oneClick,
    };
    await sendQuietly(app, mail, 'notification mail');
  }

  /**
   * What notify does beyond the bell: an e-mail now, or a line in tonight's digest. A follow update's own e-mail
   * (follows/changes.ts, a list of the changes) is sent there, so here it only goes into a digest.
   */
  async function deliver(userId: string, kind: NotificationKind, notification: NotificationMessage, preferences: PreferenceRow): Promise<void> {
    if (!preferences.email_on.includes(kind)) return;
    if (preferences.digest) {
      await db.query('INSERT INTO notification_digest_items (user_id, kind, title, message) VALUES ($1, $2, $3, $4)', [userId, kind, notification.title, notification.message]);
      return;
    }
    if (kind !== 'follows') await mailNow(userId, kind, notification);
  }

  /** The last 18:00 in Nairobi at or before `now`. */
  function lastDue(now: Date): Date {
    const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
    if (due > now) due.setUTCDate(due.getUTCDate() - 1);
    return due;
  }

  /**
   * Sends each citizen with lines waiting one digest of everything that came before the last 18:00, once per
   * day: the conditional update of `last_digest_at` claims the citizen, so of two instances only one sends.
   */
  async function sendDigests(now = new Date()): Promise<number> {
    const due = lastDue(now);
    const waiting = await db.query<{ user_id: string }>(
      `SELECT DISTINCT i.user_id FROM notification_digest_items i JOIN notification_preferences p ON p.user_id = i.user_id
        WHERE i.created_at < $1 AND (p.last_digest_at IS NULL OR p.last_digest_at < $1)`,
      [due],
    );
    let sent = 0;
    for (const { user_id: userId } of waiting) {
      const lines = await db.transaction(async (tx) => {
        const claimed = await tx.query(
          'UPDATE notification_preferences SET last_digest_at = $2 WHERE user_id = $1 AND (last_digest_at IS NULL OR last_digest_at < $2) RETURNING 1',
          [userId, due],
        );
        if (claimed.length === 0) return [];
        return tx.query<{ id: string; title: string; message: string; created_at: Date | string }>(
          'DELETE FROM notification_digest_items WHERE user_id = $1 AND created_at < $2 RETURNING id, title, message, created_at',
          [userId, due],
        );
      });
      const to = lines.length ? await recipient(userId) : null;
      if (!to) continue;
      const items = lines
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((line) => notificationIn({ id: line.id, title: line.title, message: line.message, createdAt: new Date(line.created_at).toISOString(), isRead: false }, to.language))
        .map((item) => `• ${item.title}\n  ${item.message}`);
      const day = new Intl.DateTimeFormat(`${to.language}-KE`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(due);
      const link = links(userId, 'all');
      await sendQuietly(
        app,
        {
          to: to.email,
          subject: inLanguage(to.language, { en: `Your Uwazi Hub updates, ${day}`, sw: `Taarifa zako za Uwazi Hub, ${day}` }),
          text: `${inLanguage(to.language, { en: `What happened since your last digest (${items.length}):`, sw: `Yaliyotokea tangu muhtasari wako uliopita (${items.length}):` })}\n\n${items.join('\n\n')}\n\n— Uwazi Hub\n\n${footer(to.language, 'all', link.page, link.settings)}`,
          unsubscribe: link.oneClick,
        },
        'notification digest',
      );
      sent += 1;
    }
    return sent;
  }

  /** Stops what a link names: one kind's e-mails, or (the digest's link) every notification e-mail. */
  async function unsubscribe(token: string): Promise<void> {
    const read = tokens.read(token);
    if (!read) throw new ClientError(400, BAD_UNSUBSCRIBE_LINK, 'token');
    const stop = read.kind === 'all' ? [...NOTIFICATION_KINDS] : [read.kind];
    if (stop.includes('follows')) await db.query('UPDATE users SET follow_emails = false WHERE id = $1', [read.userId]);
    await db.query(
      `INSERT INTO notification_preferences (user_id, email_on) SELECT id, '{}' FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET email_on = ARRAY(SELECT unnest(notification_preferences.email_on) EXCEPT SELECT unnest($2::text[])), updated_at = now()`,
      [read.userId, stop],
    );
  }

  const timer = setInterval(() => {
    sendDigests().catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'notification digests failed'));
  }, DIGEST_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { deliver, sendDigests, unsubscribe, readToken: tokens.read, links };
}

const channelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'live', 'email'],
  properties: { kind: { type: 'string', enum: [...NOTIFICATION_KINDS] }, live: { type: 'boolean' }, email: { type: 'boolean' } },
} as const;

/** The citizen's own choices, and the unsubscribe link's two doors: the page's (GET, then POST) and the mail client's one-click POST. */
export async function preferenceRoutes(app: FastifyInstance, mail: ReturnType<typeof notificationMail>): Promise<void> {
  const { db } = app;

  app.get('/api/notifications/preferences/', async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return toPreferences(await readPreferences(db, user.id));
  });

  app.put<{ Body: NotificationPreferences }>(
    '/api/notifications/preferences/',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['kinds', 'digest'],
          properties: { kinds: { type: 'array', maxItems: NOTIFICATION_KINDS.length, items: channelSchema }, digest: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { kinds, digest } = request.body;
      if (new Set(kinds.map((k) => k.kind)).size !== NOTIFICATION_KINDS.length) throw badRequest(PREFERENCES_SHAPE, 'kinds');
      const liveOff = kinds.filter((k) => !k.live).map((k) => k.kind);
      const emailOn = kinds.filter((k) => k.email && k.kind !== 'follows').map((k) => k.kind);
      const followEmails = kinds.some((k) => k.kind === 'follows' && k.email);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET follow_emails = $2 WHERE id = $1', [user.id, followEmails]);
        await tx.query(
          `INSERT INTO notification_preferences (user_id, live_off, email_on, digest) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE SET live_off = EXCLUDED.live_off, email_on = EXCLUDED.email_on, digest = EXCLUDED.digest, updated_at = now()`,
          [user.id, liveOff, emailOn, digest],
        );
      });
      const row = await readPreferences(db, user.id);
      // Lines already waiting for a digest still go in the next one, whatever is chosen now: nothing is dropped.
      return { status: 'success', message: PREFERENCES_SAVED, preferences: toPreferences(row) };
    },
  );

  const tokenQuery = { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['token'] } as const;

  /** What a link stops, for the page to ask "Stop e-mails about …?" before doing it (a mail scanner opening links stops nothing). */
  app.get<{ Querystring: { token: string } }>('/api/notifications/unsubscribe/', { config: { skipSession: true }, schema: { querystring: tokenQuery } }, async (request) => {
    const read = mail.readToken(request.query.token);
    if (!read) throw new ClientError(400, BAD_UNSUBSCRIBE_LINK, 'token');
    const answer: UnsubscribeLink = { kind: read.kind };
    return answer;
  });

  // The one-click POST (RFC 8058) comes from the mail provider, form-encoded, with no session and no Origin.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, { form: body }));
    scope.post<{ Querystring: { token: string } }>('/api/notifications/unsubscribe/', { config: { skipSession: true }, schema: { querystring: tokenQuery } }, async (request) => {
      await mail.unsubscribe(request.query.token);
      return { status: 'success', message: UNSUBSCRIBED_KIND };
    });
  });
}
