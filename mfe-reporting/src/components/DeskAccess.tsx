import { ErrorState, Notice, Link, useLocation } from '@civic/shared';
import { t } from '../messages/desk';

/**
 * A failed desk call: signed out (401) gets a way in, a case handler who has not given their app's code this
 * sign-in the way to give it, non-staff (403) a plain refusal, anything else a retry.
 */
export function DeskAccess({
  status,
  secondFactor = false,
  keyRefusal = null,
  failedTitle,
  onRetry,
}: {
  status: number | null;
  secondFactor?: boolean;
  /** The API's words when the case's keys, not the role, are why it is refused (useDeskLoad). */
  keyRefusal?: string | null;
  failedTitle: string;
  onRetry: () => void;
}) {
  const location = useLocation();
  if (keyRefusal) {
    return (
      <Notice tone="error">
        <p>{keyRefusal}</p>
      </Notice>
    );
  }
  if (status === 403 && secondFactor) {
    return (
      <Notice tone="info">
        <p>{t('deskSecondFactor')}</p>
        <Link to={`/auth/two-step?next=${encodeURIComponent(location.pathname + location.search)}`}>{t('deskSecondFactorLink')}</Link>
      </Notice>
    );
  }
  if (status === 401) {
    return (
      <Notice tone="info">
        <p>{t('deskSignIn')}</p>
        <Link to="/auth/signin?next=/desk">{t('deskSignInLink')}</Link>
      </Notice>
    );
  }
  if (status === 403) {
    return (
      <Notice tone="error">
        <p>{t('deskForbidden')}</p>
      </Notice>
    );
  }
  // Straight after the page's h1, so the failure's title is an h2.
  return <ErrorState title={failedTitle} onRetry={onRetry} retryLabel={t('tryAgain')} headingLevel={2} />;
}
