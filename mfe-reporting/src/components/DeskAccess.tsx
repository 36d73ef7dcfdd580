import { ErrorState, Notice, Link } from '@civic/shared';
import { t } from '../messages';

/** A failed desk call: signed out (401) gets a way in, non-staff (403) a plain refusal, anything else a retry. */
export function DeskAccess({ status, failedTitle, onRetry }: { status: number | null; failedTitle: string; onRetry: () => void }) {
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
