import { EMPTY_SIGN_UP, type SignUpValues } from './signUpValues';

/** The sign-up draft's localStorage key: an agreed, fixed name, so keep it. */
export const DRAFT_KEY = 'signupUserData';

export type DraftReading = { values: SignUpValues; unreadable: boolean };

const TEXT_FIELDS = ['fullName', 'email', 'dateOfBirth', 'gender', 'country', 'industry', 'organization', 'role'] as const;

/**
 * The saved draft, if any. Passwords are never in it and terms always start unticked, so only
 * the known text fields and the marketing choice are taken from storage. Reading has no side effects (it
 * runs during render); the caller discards an unreadable draft.
 */
export function readDraft(): DraftReading {
  let saved: string | null;
  try {
    saved = localStorage.getItem(DRAFT_KEY);
  } catch {
    return { values: EMPTY_SIGN_UP, unreadable: false };
  }
  if (saved === null) return { values: EMPTY_SIGN_UP, unreadable: false };
  try {
    const parsed: unknown = JSON.parse(saved);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('not a draft');
    const draft = parsed as Record<string, unknown>;
    const values: SignUpValues = { ...EMPTY_SIGN_UP };
    for (const field of TEXT_FIELDS) {
      const value = draft[field];
      if (typeof value === 'string') values[field] = value;
    }
    values.marketingUpdates = draft.marketingUpdates === true;
    return { values, unreadable: false };
  } catch {
    return { values: EMPTY_SIGN_UP, unreadable: true };
  }
}

export function saveDraft(values: SignUpValues): void {
  const { password: _password, confirmPassword: _confirmPassword, ...kept } = values;
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...kept, termsAccepted: false }));
  } catch {
    // Storage full or unavailable: the wizard still works, it just will not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
