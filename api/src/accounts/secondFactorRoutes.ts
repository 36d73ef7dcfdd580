import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { SecondFactorEnabled, SecondFactorStatus, SecondFactorVerified } from '@civic/shared/contracts';
import { ClientError, badRequest, forbidden, tooManyAttempts } from '../errors.js';
import { validateBody } from '../validation.js';
import { receiptPepper } from '../reporting/receipts.js';
import { recordStaffAction } from '../staff/audit.js';
import { requireUser, sessionToken, type SignedInUser } from './sessions.js';
import { hashToken } from './tokens.js';
import { beginSetup, enable, markSessionVerified, recoveryCodesLeft, secondFactorKeys, verify } from './secondFactor.js';

export const CODE_REQUIRED = 'Enter the 6-digit code your authenticator app shows.';
export const WRONG_CODE = 'That code is not right. Codes change every 30 seconds: enter the one your app shows now.';
export const WRONG_CODE_OR_RECOVERY = 'That code is not right. Enter the 6-digit code your app shows now, or one of your recovery codes.';
export const NOT_FOR_THIS_ACCOUNT = 'Two-step sign-in is for staff who hold the administrator or case handler role.';
export const ALREADY_SET_UP = 'Two-step sign-in is already set up for this account.';
export const SET_UP_FIRST = 'Set up two-step sign-in first.';

const codeSchema = yup.object({ code: yup.string().trim().required(CODE_REQUIRED).max(40, CODE_REQUIRED) });

/** Codes tried per account in 15 minutes, right or wrong: six digits cannot be guessed at this pace. */
const ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Two-step sign-in (accounts/secondFactor.ts): where the signed-in person stands, setting it up (a key, shown
 * as a QR code, a link and typed; in force once a code from it is given, which also answers with the
 * recovery codes, once), and passing it in a session with a code from the app or a recovery code.
 */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, rateLimiter } = app;
  const keys = secondFactorKeys(receiptPepper(config));

  async function attempt(user: SignedInUser) {
    const decision = await rateLimiter.hit(`second-factor:${user.id}`, ATTEMPTS.limit, ATTEMPTS.windowMs);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  }

  async function passSession(request: FastifyRequest) {
    const token = sessionToken(request, config);
    if (token) await markSessionVerified(db, hashToken(token));
  }

  app.get('/api/auth/second-factor/', async (request) => {
    const user = requireUser(request);
    const enrolled = user.secondFactor === 'verify' || user.secondFactor === 'done';
    const answer: SecondFactorStatus = { state: user.secondFactor, recoveryCodesLeft: enrolled ? await recoveryCodesLeft(db, user.id) : null };
    return answer;
  });

  app.post('/api/auth/second-factor/setup/', async (request) => {
    const user = requireUser(request);
    if (user.secondFactor === 'not_needed') throw forbidden(NOT_FOR_THIS_ACCOUNT);
    const setup = user.secondFactor === 'setup' ? await beginSetup(db, keys, user.id, user.email) : null;
    if (!setup) throw new ClientError(409, ALREADY_SET_UP);
    return setup;
  });

  app.post('/api/auth/second-factor/enable/', { schema: { body: { type: 'object' } } }, async (request) => {
    const user = requireUser(request);
    if (user.secondFactor === 'not_needed') throw forbidden(NOT_FOR_THIS_ACCOUNT);
    if (user.secondFactor !== 'setup') throw new ClientError(409, ALREADY_SET_UP);
    const { code } = await validateBody(codeSchema, request.body);
    await attempt(user);
    const recoveryCodes = await enable(db, keys, user.id, code.replace(/\s/g, ''));
    if (!recoveryCodes) throw badRequest(WRONG_CODE, 'code');
    await passSession(request);
    await recordStaffAction(db, user, { action: 'second_factor.enable', targetType: 'user', targetId: user.email });
    const answer: SecondFactorEnabled = { recoveryCodes };
    return answer;
  });

  app.post('/api/auth/second-factor/verify/', { schema: { body: { type: 'object' } } }, async (request) => {
    const user = requireUser(request);
    if (user.secondFactor === 'not_needed') throw forbidden(NOT_FOR_THIS_ACCOUNT);
    if (user.secondFactor === 'setup') throw new ClientError(409, SET_UP_FIRST);
    const { code } = await validateBody(codeSchema, request.body);
    await attempt(user);
    const passed = await verify(db, keys, user.id, code);
    if (!passed) {
      request.log.warn({ user: user.id }, 'second factor: wrong code');
      throw badRequest(WRONG_CODE_OR_RECOVERY, 'code');
    }
    await passSession(request);
    const answer: SecondFactorVerified = { state: 'done', recoveryCodesLeft: passed.recovery ? await recoveryCodesLeft(db, user.id) : null };
    return answer;
  });
}
