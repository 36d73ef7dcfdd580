import { Notice, Link } from '@civic/shared';
import type { SessionUser } from '@civic/shared';
import { t } from '../messages';

/** A signed-in citizen who lands on sign-in or sign-up gets a way forward instead of a form they do not need. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  return (
    <Notice tone="info">
      <p>{t('alreadySignedIn', { name: user.fullName })}</p>
      <Link to="/dashboard">{t('goToDashboard')}</Link>
    </Notice>
  );
}
