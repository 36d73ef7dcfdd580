import type { StaffRole } from './staff.ts';

/**
 * Two-step sign-in for the staff who can read reports or manage staff: a code from an authenticator app
 * (TOTP, RFC 6238: six digits, a new one every 30 seconds) after the password, or one of ten single-use
 * recovery codes. Until a session has passed it, no staff route answers it.
 */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['administrator', 'case_handler'];

/**
 * Where a signed-in person stands: `not_needed` (no role that asks for it), `setup` (asked for, not set up
 * yet), `verify` (set up; this session has not given a code), `done` (this session gave one).
 */
export type SecondFactorState = 'not_needed' | 'setup' | 'verify' | 'done';

/** The `code` of a 403 from a staff route whose session has not passed two-step sign-in. */
export const SECOND_FACTOR_REFUSAL = 'second_factor';

/** GET /api/auth/second-factor/ */
export interface SecondFactorStatus {
  state: SecondFactorState;
  /** Recovery codes not used yet, when set up. */
  recoveryCodesLeft: number | null;
}

/**
 * POST /api/auth/second-factor/setup/: a new key, not in force until a code from it is given to
 * /enable/. `qr` is the `uri` as a QR code: `size` modules a side, row by row, '1' dark and '0' light.
 */
export interface SecondFactorSetup {
  /** The key in base32, as an authenticator app takes it when typed. */
  key: string;
  /** otpauth://totp/… : opens an authenticator app on the same phone. */
  uri: string;
  qr: { size: number; modules: string };
}

/** POST /api/auth/second-factor/enable/: the recovery codes, shown once. */
export interface SecondFactorEnabled {
  recoveryCodes: string[];
}

/** POST /api/auth/second-factor/verify/ */
export interface SecondFactorVerified {
  state: 'done';
  /** Set when a recovery code was used: how many are left. */
  recoveryCodesLeft: number | null;
}

/** Whether an API error's body is a staff route's refusal of a session that has not passed two-step sign-in. */
export function isSecondFactorRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === SECOND_FACTOR_REFUSAL;
}
