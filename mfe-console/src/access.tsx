import { Link, Notice, toApiError } from '@civic/shared';
import { isSecondFactorRefusal } from '@civic/shared/contracts';
import { t } from './messages';

/** What a console read gave: the data, or the reason it was refused (signed out, or without the role it needs). */
/** `secondFactor`: refused until the session passes two-step sign-in (the role is there). */
export type Access<T> = { allowed: true; data: T } | { allowed: false; status: 401 | 403; secondFactor?: boolean };

/**
 * Runs a console read, turning a refusal into an answer the page shows (a 401 or a 403 is not a failure to
 * retry); anything else still fails, for the page's Try again.
 */
export async function withAccess<T>(read: () => Promise<T>): Promise<Access<T>> {
  try {
    return { allowed: true, data: await read() };
  } catch (error) {
    const failure = toApiError(error);
    const status = failure.status;
    if (status === 401 || status === 403) return { allowed: false, status, secondFactor: isSecondFactorRefusal(failure.body) };
    throw error;
  }
}

/**
 * The page for someone the console refused: a way to sign in, or why they cannot use it. `refusal` is the page's
 * own word on who it is for (the staff list and the audit: administrators; the moderation queue: moderators).
 */
export function Refused({ status, secondFactor = false, next, refusal }: { status: 401 | 403; secondFactor?: boolean | undefined; next: string; refusal: string }) {
  if (status === 403 && secondFactor) {
    return (
      <Notice tone="info">
        <p>{t('secondFactorNeeded')}</p>
        <Link to={`/auth/two-step?next=${encodeURIComponent(next)}`}>{t('secondFactorLink')}</Link>
      </Notice>
    );
  }
  if (status === 401) {
    return (
      <Notice tone="info">
        <p>{t('signInNeeded')}</p>
        <Link to={`/auth/signin?next=${encodeURIComponent(next)}`}>{t('signInLink')}</Link>
      </Notice>
    );
  }
  return (
    <Notice tone="error">
      <p>{refusal}</p>
    </Notice>
  );
}
