import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  defaultDisplayName,
  displayNameSchema,
  languageSchema,
  emailOnlySchema,
  resetConfirmSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from '@civic/shared/schemas';
import type { SessionUser, UserProfile } from '@civic/shared/contracts';
import { badRequest, ClientError, tooManyAttempts } from '../errors.js';
import { validateBody } from '../validation.js';
import { hashClientAddress } from '../limits/rateLimiter.js';
import { dropCaseKey, resealCaseKey, unlockCaseKey } from '../reporting/caseKeys.js';
import { hashPassword, passwordProblem, passwordProblemMessage, verifyPassword, type PersonalDetails } from '../accounts/passwords.js';
import { publicUsername } from '../accounts/usernames.js';
import { hashToken, randomToken } from '../accounts/tokens.js';
import {
  clearSessionCookie,
  createSession,
  findSessionUser,
  requireUser,
  revokeAllSessions,
  revokeSession,
  sessionToken,
  sessionUserView,
  setSessionCookie,
  type SignedInUser,
} from '../accounts/sessions.js';
import { alreadyRegisteredMail, passwordChangedMail, resetMail, RESET_TOKEN_HOURS, verificationMail, VERIFY_TOKEN_HOURS } from '../accounts/mails.js';
import type { Queryable } from '../db/index.js';
import { deviceLanguage, requestLanguage } from '../i18n/language.js';
import type { Language } from '../i18n/languages.js';
import { mailLanguage, recipientLanguage } from '../mail/language.js';

export const SIGNED_IN = 'Signed in successfully!';
export const BAD_CREDENTIALS = 'Invalid email or password.';
export const UNVERIFIED = 'Please verify your e-mail address before signing in.';
export const REGISTERED = 'registered successfully! Check your e-mail for a link to verify your address.';
export const SIGNED_OUT = 'Logged out successfully';
export const RESET_SENT = 'If an account exists for that address, a link to reset its password is on its way. It works for one hour.';
export const VERIFICATION_SENT = 'If that address has an account waiting for verification, a new link is on its way.';
export const RESET_DONE = 'Password reset successful';
export const VERIFIED = 'Your e-mail address is verified. You can now sign in.';
export const BAD_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const RESET_LINK_USABLE = 'This link can be used to choose a new password.';
export const NEW_SIGN_IN_TITLE = 'New sign-in to your account';
export const NEW_SIGN_IN_MESSAGE = 'Your account was just signed in to on another device or browser. If this was not you, reset your password now: that signs out every session.';
export const WELCOME_TITLE = 'Welcome to Uwazi Hub';
export const WELCOME_MESSAGE = 'Your address is verified. Follow your county, join a workshop, or report what you see; updates about them will appear here.';
export const PASSWORD_CHANGED = 'Your password has been changed. Every other device where you were signed in has been signed out.';
export const DISPLAY_NAME_CHANGED = 'Your public name has been changed. Your discussions and comments show it now.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const NO_PASSWORD_YET =
  "This account signs in with Google and has no password to change. To add one, use 'Forgot your password?' on the sign-in page: the e-mailed link lets you choose one.";

const MINUTE = 60_000;

/** Per client (HMAC of the IP) and per account: SecureDrop's rule of at most 5 sign-in attempts a minute per account. */
const LIMITS = {
  signInPerAccount: { limit: 5, windowMs: MINUTE },
  signInPerClient: { limit: 30, windowMs: MINUTE },
  /** Guessing the current password through change-password is held to the sign-in pace. */
  changePasswordPerAccount: { limit: 5, windowMs: MINUTE },
  /** Renaming rewrites every discussion and comment of the account: a few times a minute is plenty. */
  profileChangesPerAccount: { limit: 10, windowMs: MINUTE },
  /** Sign-ups per client in this window: as many as SIGN_UPS_PER_CLIENT says (config.ts). */
  signUpWindowMs: 10 * MINUTE,
  mailPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  mailPerClient: { limit: 10, windowMs: 15 * MINUTE },
  linkPerClient: { limit: 20, windowMs: 15 * MINUTE },
};

/** The reset link's token, checked by the same rule as when the new password is sent with it. */
const resetLinkSchema = resetConfirmSchema.pick(['token']);

interface UserRow {
  id: string;
  email: string;
  username: string;
  full_name: string;
  display_name: string;
  password_hash: string | null;
  email_verified_at: Date | string | null;
  language?: 'en' | 'sw' | null;
}

/** A user row as the browser is told about it (a signed-in user: sessionUserView). */
function display(user: { id: string; email: string; username: string; full_name: string; display_name: string; language?: 'en' | 'sw' | null }): SessionUser {
  const view: SessionUser = { id: user.id, email: user.email, username: user.username, fullName: user.full_name, displayName: user.display_name };
  if (user.language) view.language = user.language;
  return view;
}

/** A 400 naming `field` when the password breaks the strength rules (the same for sign-up, reset and change). */
function checkPasswordStrength(password: string, personal: PersonalDetails, field: string): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw badRequest(passwordProblemMessage(problem), field);
}

/** Creates an e-mailed link's token for a user and returns the token (only its hash is stored). */
async function issueToken(db: Queryable, userId: string, purpose: 'verify' | 'reset', hours: number): Promise<string> {
  const token = randomToken();
  await db.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`, [
    hashToken(token),
    userId,
    purpose,
    hours,
  ]);
  return token;
}

/** Takes a valid token once: marks it used and returns its user, or null for an unknown, used or expired one. */
async function consumeToken(db: Queryable, token: string, purpose: 'verify' | 'reset'): Promise<{ user_id: string } | null> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [hashToken(token), purpose],
  );
  return rows[0] ?? null;
}

async function activeSessionCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND last_seen_at > now() - interval '30 minutes' AND created_at > now() - interval '12 hours'`,
    [userId],
  );
  return row?.n ?? 0;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mailer, rateLimiter } = app;
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function limit(key: string, rule: { limit: number; windowMs: number }) {
    const decision = await rateLimiter.hit(key, rule.limit, rule.windowMs);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  }
  const client = (request: FastifyRequest) => hashClientAddress(config.ipHashSecret, request.ip);

  /** Work whose outcome must not show in the answer (or its timing): done after answering, failures logged. */
  function afterAnswer(label: string, work: () => Promise<void>) {
    setImmediate(() => {
      work().catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, `${label} failed`));
    });
  }

  app.get('/api/auth/user/', async (request) => {
    return { status: 'success', data: { user: request.user ? sessionUserView(request.user) : null } };
  });

  app.get('/api/auth/providers/', async () => ({ google: { enabled: config.google !== null } }));

  app.post('/api/auth/signin/', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const input = await validateBody(signInSchema, request.body);
    const email = input.email.toLowerCase();
    await limit(`signin:client:${client(request)}`, LIMITS.signInPerClient);
    await limit(`signin:account:${email}`, LIMITS.signInPerAccount);

    const [user] = await db.query<UserRow>('SELECT id, email, username, full_name, display_name, password_hash, email_verified_at, language FROM users WHERE email = $1', [email]);
    // Unknown addresses are checked against a decoy hash, so both answers take as long.
    const matches = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !user.password_hash || !matches) throw new ClientError(401, BAD_CREDENTIALS);
    // Only after the right password: it tells nothing to someone who does not know it.
    if (!user.email_verified_at) throw new ClientError(403, UNVERIFIED);

    // A language chosen on this device before signing in is kept with an account that has none yet, so pages,
    // answers and mail follow the citizen to their other devices.
    const chosen = deviceLanguage(request);
    if (chosen && !user.language) {
      await db.query('UPDATE users SET language = $2 WHERE id = $1 AND language IS NULL', [user.id, chosen]);
      user.language = chosen;
    }

    const previous = sessionToken(request, config);
    if (previous) await revokeSession(db, previous);
    const elsewhere = await activeSessionCount(db, user.id);
    const token = await createSession(db, user.id);
    setSessionCookie(reply, config, token);
    // Someone signing in while the account is open on another device: tell that device.
    if (elsewhere > 0) await app.notify(user.id, NEW_SIGN_IN_TITLE, NEW_SIGN_IN_MESSAGE, 'account');
    // As the session sees its user: staff whose roles ask for two-step sign-in are told it comes next.
    const signedIn = await findSessionUser(db, token, config);
    // A case handler's key opens with the password just given, for this session alone (reporting/caseKeys.ts).
    await unlockCaseKey(db, user.id, input.password, token);
    return { status: 'success', data: signedIn ? sessionUserView(signedIn) : display(user), message: SIGNED_IN, status_code: 200 };
  });

  app.post('/api/auth/signup/', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const input = await validateBody(signUpSchema, request.body);
    await limit(`signup:client:${client(request)}`, { limit: config.signUpsPerClient, windowMs: LIMITS.signUpWindowMs });
    checkPasswordStrength(input.password, { fullName: input.fullName, email: input.email }, 'password');
    const email = input.email.toLowerCase();
    // Hashed whether or not the address is taken, so the answer's timing says nothing about it.
    const passwordHash = await hashPassword(input.password);

    let created: { id: string } | undefined;
    for (let attempt = 0; attempt < 3 && !created; attempt += 1) {
      // Shown to everyone in the forum: made from the name, never from the address.
      const username = publicUsername(input.fullName, attempt);
      try {
        [created] = await db.query<{ id: string }>(
          `INSERT INTO users (email, username, full_name, password_hash, date_of_birth, gender, country, industry, organization, role, terms_accepted_at, marketing_updates, display_name, language)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11, $12, $13)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
          [
            email,
            username,
            input.fullName,
            passwordHash,
            input.dateOfBirth,
            input.gender,
            input.country,
            input.industry || null,
            input.organization || null,
            input.role || null,
            input.marketingUpdates,
            defaultDisplayName(input.fullName),
            // The language this device chose, if any, becomes the account's.
            deviceLanguage(request),
          ],
        );
        break;
      } catch (error) {
        // A clash of the random username suffix: try another.
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    }

    // A new account has no language saved yet: its mail is in the language the sign-up was made in. An address
    // that already has an account is written to in the one saved with it, if any.
    const language = requestLanguage(request);
    afterAnswer('sign-up mail', async () => {
      if (created) {
        const token = await issueToken(db, created.id, 'verify', VERIFY_TOKEN_HOURS);
        await mailer.send(verificationMail(email, input.fullName, link('/auth/verify-email', token), language));
      } else {
        await mailer.send(
          alreadyRegisteredMail(email, `${config.publicUrl}/auth/signin`, `${config.publicUrl}/auth/forgot-password`, await recipientLanguage(db, email, language)),
        );
      }
    });
    return reply.code(201).send({ status: 'success', message: REGISTERED, status_code: 201 });
  });

  app.post('/api/auth/signout/', async (request, reply) => {
    const token = sessionToken(request, config);
    if (token) await revokeSession(db, token);
    clearSessionCookie(reply, config);
    return { status: 'success', message: SIGNED_OUT, status_code: 200 };
  });

  /**
   * Reset and resend: one e-mail address in, the same answer for every address, and the lookup and mail
   * done after answering, so neither the answer nor its timing tells whether the address has an account.
   */
  function mailRequestRoute(path: string, answer: Record<string, unknown>, work: (address: string, language: Language) => Promise<void>) {
    app.post(path, { schema: { body: { type: 'object' } } }, async (request) => {
      const { email } = await validateBody(emailOnlySchema, request.body);
      const address = email.toLowerCase();
      await limit(`mail:client:${client(request)}`, LIMITS.mailPerClient);
      await limit(`mail:account:${address}`, LIMITS.mailPerAccount);
      const language = requestLanguage(request);
      afterAnswer(`${path} mail`, () => work(address, language));
      return answer;
    });
  }

  // The account's saved language, else the language the request was made in.
  mailRequestRoute('/api/auth/reset-password/', { status: 'success', message: RESET_SENT, status_code: 200 }, async (address, language) => {
    const [user] = await db.query<UserRow>('SELECT id, full_name, language FROM users WHERE email = $1', [address]);
    if (!user) return;
    const token = await issueToken(db, user.id, 'reset', RESET_TOKEN_HOURS);
    await mailer.send(resetMail(address, user.full_name, link('/auth/reset-password', token), mailLanguage(user.language, language)));
  });

  mailRequestRoute(
    '/api/auth/resend-verification/',
    { status: 'success', message: VERIFICATION_SENT, data: { message: VERIFICATION_SENT }, status_code: 200 },
    async (address, language) => {
      const [user] = await db.query<UserRow>('SELECT id, full_name, email_verified_at, language FROM users WHERE email = $1', [address]);
      if (!user || user.email_verified_at) return;
      const token = await issueToken(db, user.id, 'verify', VERIFY_TOKEN_HOURS);
      await mailer.send(verificationMail(address, user.full_name, link('/auth/verify-email', token), mailLanguage(user.language, language)));
    },
  );

  app.post('/api/auth/verify-email/', { schema: { body: { type: 'object' } } }, async (request) => {
    const { token } = await validateBody(verifyEmailSchema, request.body);
    await limit(`link:client:${client(request)}`, LIMITS.linkPerClient);
    const used = await db.transaction(async (tx) => {
      const owner = await consumeToken(tx, token, 'verify');
      if (owner) await tx.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [owner.user_id]);
      return owner;
    });
    if (!used) throw badRequest(BAD_LINK, 'token');
    await app.notify(used.user_id, WELCOME_TITLE, WELCOME_MESSAGE, 'account');
    return { status: 'success', message: VERIFIED, status_code: 200 };
  });

  /**
   * Whether a reset link can still be used, asked by the page before it shows its form, so a used or expired
   * link is said at once rather than after the new password is typed twice. It only reads: the token is not
   * spent, and the answer is the same for every account. It counts against the same per-client allowance as
   * opening the link, so it is no cheaper a way to guess tokens.
   */
  app.post('/api/auth/reset-password/check/', { schema: { body: { type: 'object' } } }, async (request) => {
    const { token } = await validateBody(resetLinkSchema, request.body);
    await limit(`link:client:${client(request)}`, LIMITS.linkPerClient);
    const usable = await db.query(`SELECT 1 FROM email_tokens WHERE token_hash = $1 AND purpose = 'reset' AND used_at IS NULL AND expires_at > now()`, [hashToken(token)]);
    if (usable.length === 0) throw badRequest(BAD_LINK, 'token');
    return { status: 'success', message: RESET_LINK_USABLE, status_code: 200 };
  });

  app.post('/api/auth/reset-password/confirm/', { schema: { body: { type: 'object' } } }, async (request) => {
    const input = await validateBody(resetConfirmSchema, request.body);
    await limit(`link:client:${client(request)}`, LIMITS.linkPerClient);
    const [pending] = await db.query<{ email: string; full_name: string }>(
      `SELECT u.email, u.full_name FROM email_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.purpose = 'reset' AND t.used_at IS NULL AND t.expires_at > now()`,
      [hashToken(input.token)],
    );
    if (!pending) throw badRequest(BAD_LINK, 'token');
    // Checked before the token is spent, so a refused password leaves the link usable.
    checkPasswordStrength(input.password, { fullName: pending.full_name, email: pending.email }, 'password');
    const passwordHash = await hashPassword(input.password);
    const done = await db.transaction(async (tx) => {
      const owner = await consumeToken(tx, input.token, 'reset');
      if (!owner) return false;
      // Opening the mailed link proves the address, so it counts as verified too.
      await tx.query('UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [owner.user_id, passwordHash]);
      await tx.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL`, [owner.user_id]);
      await revokeAllSessions(tx, owner.user_id);
      // A case key sealed with the forgotten password opens nothing now; a new one is made at the next sign-in,
      // and an administrator gives it the cases (the Case keys page of the console).
      await dropCaseKey(tx, owner.user_id);
      return true;
    });
    if (!done) throw badRequest(BAD_LINK, 'token');
    return { status: 'success', message: RESET_DONE, status_code: 200 };
  });

  /**
   * Change password while signed in (ASVS 6.2.2): the current password is checked (at the sign-in pace per
   * account), the new one passes the same rules as sign-up and reset, every session of the account ends and
   * this browser gets a fresh one, unused reset links are spent, and the owner is told by e-mail.
   */
  app.post('/api/auth/change-password/', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const user = requireUser(request);
    const input = await validateBody(changePasswordSchema, request.body);
    await limit(`change-password:account:${user.id}`, LIMITS.changePasswordPerAccount);

    const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!row) throw new ClientError(401, 'Please sign in to continue.');
    if (!row.password_hash) throw badRequest(NO_PASSWORD_YET, 'currentPassword');
    if (!(await verifyPassword(row.password_hash, input.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD, 'currentPassword');
    checkPasswordStrength(input.newPassword, { fullName: user.fullName, email: user.email }, 'newPassword');

    const passwordHash = await hashPassword(input.newPassword);
    const fresh = await db.transaction(async (tx) => {
      // Only if the password is still the one just checked: two changes at once cannot both win.
      const [changed] = await tx.query<{ id: string }>('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3 RETURNING id', [
        user.id,
        passwordHash,
        row.password_hash,
      ]);
      if (!changed) return null;
      // Whoever else holds a session or a mailed reset link (someone who took over the account, say) is shut out;
      // this browser's session is replaced by a new one rather than kept, so an id seen before the change is worthless.
      await revokeAllSessions(tx, user.id);
      await tx.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'reset' AND used_at IS NULL`, [user.id]);
      const token = await createSession(tx, user.id);
      // A case handler keeps their key pair: sealed again with the new password, and for the new session.
      await resealCaseKey(tx, user.id, input.currentPassword, input.newPassword, token);
      return token;
    });
    if (!fresh) throw badRequest(WRONG_CURRENT_PASSWORD, 'currentPassword');
    setSessionCookie(reply, config, fresh);

    const language = mailLanguage(user.language, requestLanguage(request));
    afterAnswer('password-changed mail', () => mailer.send(passwordChangedMail(user.email, user.fullName, `${config.publicUrl}/auth/forgot-password`, language)));
    return { status: 'success', message: PASSWORD_CHANGED, status_code: 200 };
  });

  /**
   * The citizen changes their public name. Their earlier discussions and comments show the new one too, so a
   * name they no longer want shown (their full name, say) is gone everywhere at once.
   */
  app.patch('/api/auth/profile/', { schema: { body: { type: 'object' } } }, async (request) => {
    const user = requireUser(request);
    const { displayName } = await validateBody(displayNameSchema, request.body);
    await limit(`profile:account:${user.id}`, LIMITS.profileChangesPerAccount);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET display_name = $2 WHERE id = $1', [user.id, displayName]);
      await tx.query('UPDATE discussions SET author_name = $2 WHERE author_id = $1', [user.id, displayName]);
      await tx.query('UPDATE discussion_comments SET author_name = $2 WHERE author_id = $1', [user.id, displayName]);
    });
    return { status: 'success', data: sessionUserView({ ...user, displayName }), message: DISPLAY_NAME_CHANGED, status_code: 200 };
  });

  /** The citizen's language, kept with their account so pages, answers and e-mails follow them to any device. */
  app.put('/api/auth/language/', { schema: { body: { type: 'object' } } }, async (request) => {
    const user = requireUser(request);
    const { language } = await validateBody(languageSchema, request.body);
    await db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
    return { status: 'success', data: { language }, status_code: 200 };
  });

  app.get('/api/auth/profile/', async (request) => {
    const user = requireUser(request);
    const [row] = await db.query<{
      date_of_birth: Date | string | null;
      gender: string | null;
      country: string | null;
      industry: string | null;
      organization: string | null;
      role: string | null;
      marketing_updates: boolean;
      email_verified_at: Date | string | null;
      password_hash: string | null;
      google_subject: string | null;
      created_at: Date | string;
    }>(
      `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, gender, country, industry, organization, role, marketing_updates, email_verified_at, password_hash, google_subject, created_at FROM users WHERE id = $1`,
      [user.id],
    );
    if (!row) throw new ClientError(401, 'Please sign in to continue.');
    const iso = (value: Date | string) => new Date(value).toISOString();
    const profile: UserProfile = {
      ...sessionUserView(user),
      dateOfBirth: typeof row.date_of_birth === 'string' ? row.date_of_birth : null,
      gender: row.gender,
      country: row.country,
      industry: row.industry,
      organization: row.organization,
      role: row.role,
      marketingUpdates: row.marketing_updates,
      emailVerified: row.email_verified_at !== null,
      signInMethods: [...(row.password_hash ? (['password'] as const) : []), ...(row.google_subject ? (['google'] as const) : [])],
      createdAt: iso(row.created_at),
      ...(user.roles.length ? { staffRoles: user.roles } : {}),
    };
    return { status: 'success', data: profile, message: 'Profile loaded', status_code: 200 };
  });
}

export type { SignedInUser };
