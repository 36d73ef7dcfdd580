import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClientError } from '../errors.js';
import { hashClientAddress } from '../limits/rateLimiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LimitRule {
  limit: number;
  windowMs: number;
}

/**
 * How often one client (a daily HMAC of its IP address) may use the public community and contact forms,
 * and how many confirmation e-mails one address may be sent. A person needs a handful an hour; a script
 * filling seats or subscribing strangers needs hundreds.
 */
export const COMMUNITY_LIMITS = {
  /** Per client; per account instead for a signed-in citizen using their own address (see limitAccount). */
  registrations: { limit: 5, windowMs: HOUR },
  /** Per client; per account instead when signed in. */
  waitlistJoins: { limit: 5, windowMs: HOUR },
  subscribePerClient: { limit: 5, windowMs: HOUR },
  contactPerClient: { limit: 5, windowMs: HOUR },
  /** Opening e-mailed links: 256-bit tokens cannot be guessed, this only keeps a script from hammering. */
  linkPerClient: { limit: 20, windowMs: 15 * MINUTE },
  /** Workshop and waitlist confirmation mails to one address, whoever asks for them. */
  communityMailsPerAddress: { limit: 5, windowMs: HOUR },
  /** Newsletter confirmation (or "already subscribed") mails to one address. */
  newsletterMailsPerAddress: { limit: 3, windowMs: 24 * HOUR },
} satisfies Record<string, LimitRule>;

/** A 429 whose words fit an hour-long window as well as a short one. */
export function tooManyRequests(retryAfterSeconds: number, field: string | null = null, subject = 'from this connection'): ClientError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ClientError(429, `Too many requests ${subject}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, field, retryAfterSeconds);
}

/** Counts one use of `action` by the requesting client; past the limit, a 429 with Retry-After. */
export async function limitClient(app: FastifyInstance, request: FastifyRequest, action: string, rule: LimitRule): Promise<void> {
  const decision = await app.rateLimiter.hit(`${action}:client:${hashClientAddress(app.config.ipHashSecret, request.ip)}`, rule.limit, rule.windowMs);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

/**
 * Counts one use of `action` by a signed-in account. A citizen using their own verified address is counted
 * per account, not per client, so many people behind one shared address (a cyber café, a mobile carrier's
 * NAT) do not use up each other's allowance.
 */
export async function limitAccount(app: FastifyInstance, userId: string, action: string, rule: LimitRule): Promise<void> {
  const decision = await app.rateLimiter.hit(`${action}:account:${userId}`, rule.limit, rule.windowMs);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, null, 'from this account');
}

/**
 * Counts one mail to `email` for `action`. The counter's key is a hash of the address, so the rate-limit
 * store (memory or Redis) never holds addresses. Returns whether the mail may go.
 */
export async function allowMailTo(app: FastifyInstance, action: string, email: string, rule: LimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return app.rateLimiter.hit(`${action}:address:${address}`, rule.limit, rule.windowMs);
}
