import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../accounts/tokens.js';
import { badRequest, ClientError } from '../errors.js';
import { allowMailTo, COMMUNITY_LIMITS, limitClient } from './limits.js';
import { alreadySubscribedMail, NEWSLETTER_CONFIRM_HOURS, newsletterConfirmMail } from './mails.js';
import { requestLanguage } from '../i18n/language.js';
import type { Language } from '../i18n/languages.js';
import { recipientLanguage } from '../mail/language.js';

export type NewsletterList = 'general' | 'workshops';

/** The same words whether the address was new, pending or already subscribed: the answer reveals nothing. */
export const SUBSCRIBE_PENDING = `Almost done: we have e-mailed a link to that address. Open it within ${NEWSLETTER_CONFIRM_HOURS} hours to confirm the subscription.`;
export const SUBSCRIPTION_CONFIRMED = 'Your subscription is confirmed. Thank you!';
export const SUBSCRIPTION_LINK_USED = 'This link was already used: the subscription is confirmed.';
export const SUBSCRIPTION_LINK_EXPIRED = 'This link has expired or is not valid. Please subscribe again to get a new one.';
export const UNSUBSCRIBED = 'You are unsubscribed. We will not write to this address again.';
export const UNSUBSCRIBE_LINK_INVALID = 'This link is not valid, or the address was already removed.';
export const TOKEN_MISSING = 'The link is incomplete. Please open the whole link from the e-mail.';

const tokenBody = { type: 'object', properties: { token: {} } } as const;

/** An e-mailed token from a request body: a string of a plausible length, else a 400 naming it. */
export function tokenFromBody(body: unknown): string {
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token.trim().length < 16 || token.trim().length > 200) throw badRequest(TOKEN_MISSING, 'token');
  return token.trim();
}

/**
 * Subscriptions by e-mail, confirmed by their owner. A request is answered at once and alike for every
 * address; the work (and any mail) happens after the answer, so neither its words nor its timing tell a
 * stranger whether the address was already subscribed.
 */
export function newsletter(app: FastifyInstance) {
  const { db, config } = app;
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function newToken(email: string, list: NewsletterList, purpose: 'confirm' | 'unsubscribe'): Promise<string> {
    const token = randomToken();
    await db.query(
      `INSERT INTO newsletter_tokens (token_hash, email, list, purpose, expires_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'confirm' THEN now() + make_interval(hours => $5) END)`,
      [hashToken(token), email, list, purpose, NEWSLETTER_CONFIRM_HOURS],
    );
    return token;
  }

  /** `language`: the subscription request's; kept with a new subscription, for the newsletter itself. */
  async function handle(email: string, list: NewsletterList, language: Language): Promise<void> {
    // Pending addresses whose every confirmation link has expired are forgotten: nobody asked for them twice.
    await db.query(
      `DELETE FROM newsletter_subscriptions s WHERE s.confirmed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM newsletter_tokens t WHERE t.email = s.email AND t.list = s.list AND t.purpose = 'confirm' AND t.expires_at > now())
         AND s.created_at < now() - make_interval(hours => $1)`,
      [NEWSLETTER_CONFIRM_HOURS],
    );
    const mail = await allowMailTo(app, 'newsletter-mail', email, COMMUNITY_LIMITS.newsletterMailsPerAddress);
    if (!mail.allowed) return;
    // A pending subscription takes the language of the latest request, whose link is the one the owner will open.
    await db.query(
      `INSERT INTO newsletter_subscriptions (email, list, language) VALUES ($1, $2, $3)
       ON CONFLICT (email, list) DO UPDATE SET language = EXCLUDED.language WHERE newsletter_subscriptions.confirmed_at IS NULL`,
      [email, list, language],
    );
    const [row] = await db.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM newsletter_subscriptions WHERE email = $1 AND list = $2', [email, list]);
    if (!row) return;
    const unsubscribe = link('/newsletter/unsubscribe', await newToken(email, list, 'unsubscribe'));
    const mailIn = await recipientLanguage(db, email, language);
    if (row.confirmed_at) {
      await app.mailer.send(alreadySubscribedMail(email, list, unsubscribe, mailIn));
      return;
    }
    const confirm = link('/newsletter/confirm', await newToken(email, list, 'confirm'));
    await app.mailer.send(newsletterConfirmMail(email, list, confirm, unsubscribe, mailIn));
  }

  return {
    /** Limits the client (429 past it), then schedules the work; the caller answers SUBSCRIBE_PENDING. */
    async subscribe(request: FastifyRequest, email: string, list: NewsletterList): Promise<void> {
      await limitClient(app, request, 'subscribe', COMMUNITY_LIMITS.subscribePerClient);
      const address = email.trim().toLowerCase();
      const language = requestLanguage(request);
      setImmediate(() => {
        handle(address, list, language).catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'newsletter subscription failed'));
      });
    },
  };
}

/** The pages behind the e-mailed newsletter links call these. */
export async function newsletterLinkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post('/api/newsletter/confirm/', { schema: { body: tokenBody } }, async (request: FastifyRequest) => {
    const token = tokenFromBody(request.body);
    await limitClient(app, request, 'newsletter-link', COMMUNITY_LIMITS.linkPerClient);
    return db.transaction(async (tx) => {
      const [taken] = await tx.query<{ email: string; list: string }>(
        `UPDATE newsletter_tokens SET used_at = now()
          WHERE token_hash = $1 AND purpose = 'confirm' AND used_at IS NULL AND expires_at > now() RETURNING email, list`,
        [hashToken(token)],
      );
      if (!taken) {
        const [used] = await tx.query('SELECT 1 FROM newsletter_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NOT NULL', [hashToken(token), 'confirm']);
        if (used) throw new ClientError(409, SUBSCRIPTION_LINK_USED, 'token');
        throw new ClientError(410, SUBSCRIPTION_LINK_EXPIRED, 'token');
      }
      await tx.query('UPDATE newsletter_subscriptions SET confirmed_at = COALESCE(confirmed_at, now()) WHERE email = $1 AND list = $2', [taken.email, taken.list]);
      return { status: 'success', message: SUBSCRIPTION_CONFIRMED, list: taken.list };
    });
  });

  app.post('/api/newsletter/unsubscribe/', { schema: { body: tokenBody } }, async (request: FastifyRequest) => {
    const token = tokenFromBody(request.body);
    await limitClient(app, request, 'newsletter-link', COMMUNITY_LIMITS.linkPerClient);
    // Every link of the address goes with the subscription (ON DELETE CASCADE).
    const [removed] = await db.query<{ list: string }>(
      `DELETE FROM newsletter_subscriptions s USING newsletter_tokens t
        WHERE t.token_hash = $1 AND t.purpose = 'unsubscribe' AND t.email = s.email AND t.list = s.list RETURNING s.list`,
      [hashToken(token)],
    );
    if (!removed) throw new ClientError(410, UNSUBSCRIBE_LINK_INVALID, 'token');
    return { status: 'success', message: UNSUBSCRIBED, list: removed.list };
  });
}
