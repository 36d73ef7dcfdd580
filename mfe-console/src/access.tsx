import { Link, Notice, toApiError } from '@civic/shared';
import { t } from './messages';

/** What a console read gave: the data, or the reason it was refused (signed out, not an administrator). */
export type Access<T> = { allowed: true; data: T } | { allowed: false; status: 401 | 403 };

/**
 * Runs a console read, turning a refusal into an answer the page shows (a 401 or a 403 is not a failure to
 * retry); anything else still fails, for the page's Try again.
 */
export async function withAccess<T>(read: () => Promise<T>): Promise<Access<T>> {
  try {
    return { allowed: true, data: await read() };
  } catch (error) {
    const status = toApiError(error).status;
    if (status === 401 || status === 403) return { allowed: false, status };
    throw error;
  }
}

/** The page for someone the console refused: a way to sign in, or why they cannot use it. */
export function Refused({ status, next }: { status: 401 | 403; next: string }) {
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
      <p>{t('administratorsOnly')}</p>
    </Notice>
  );
}
