import { Link } from 'react-router-dom';
import { Button, Notice } from '@civic/shared';
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
  // Not the shared ErrorState: its title is an h3, and here it comes straight after the page's h1.
  return (
    <Notice tone="error">
      <h2>{failedTitle}</h2>
      <Button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Notice>
  );
}
