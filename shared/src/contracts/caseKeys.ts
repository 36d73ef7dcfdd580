/**
 * The keys that open reports and complaints (`/api/staff/case-keys/`), as the API sends them and the staff
 * console reads them. Every case is encrypted with a key of its own; that key is kept wrapped for each case
 * handler's public key, for the organisation's recovery key and for the citizen's receipt or reference.
 */

/** The organisation's recovery key: its public half is on the server; its private half belongs offline. */
export interface RecoveryKeyState {
  /** A short fingerprint of the public key (hex groups), to compare with the copy kept offline. */
  fingerprint: string;
  createdAt: string;
  /** True while the private half is still held by the server: until an administrator takes it offline. */
  onServer: boolean;
  /** When it was taken off the server; null while it is on it. */
  offlineAt: string | null;
}

/** One case handler and what they can open. */
export interface CaseHandlerKey {
  id: string;
  fullName: string;
  email: string;
  /** Whether they have a key pair: made at their first sign-in with a password as a case handler. */
  hasKey: boolean;
  keyCreatedAt: string | null;
  /** Cases on the desk their key cannot open yet (filed before they had a key, or before a password reset). */
  casesWithout: number;
}

/** GET /api/staff/case-keys/ */
export interface CaseKeysView {
  recovery: RecoveryKeyState;
  handlers: CaseHandlerKey[];
  /** Every case on the desk. */
  totalCases: number;
  /** Whether the administrator asking is a case handler whose own key is unlocked in this session (it can give access too). */
  ownKeyUnlocked: boolean;
}

/**
 * POST /api/staff/case-keys/grants/ `{ userId, recoveryKey? }`: gives a case handler every case they cannot open.
 * POST /api/staff/case-keys/recovery/rotate/ `{ recoveryKey? }`: a new recovery key, every case re-wrapped for it.
 * `recoveryKey` is the private recovery key as downloaded, needed only once it is no longer on the server and
 * the administrator's own case key cannot open the cases.
 */
export interface CaseKeyGrantAnswer {
  /** Cases the handler can now open. */
  granted: number;
  /** Cases none of the keys at hand could open (their count only). */
  unopened: number;
  view: CaseKeysView;
}

export interface RecoveryRotationAnswer {
  /** Cases re-wrapped for the new recovery key. */
  rewrapped: number;
  unopened: number;
  view: CaseKeysView;
}

/** POST /api/staff/case-keys/recovery/offline/ `{ fingerprint }`: the private half is removed from the server. */
export interface RecoveryOfflineAnswer {
  view: CaseKeysView;
}

/** The file an administrator downloads (GET /api/staff/case-keys/recovery/): its first line names what it is. */
export const RECOVERY_KEY_FILE_HEADER = 'Uwazi Hub case recovery key';
