import { Link } from '@civic/shared';
import { t } from '../../messages/dashboard';
import { AccountPart } from './ChangePassword';

/** Under the profile: the way to the page where the citizen chooses what reaches them, and how. */
export function NotificationChoicesPart() {
  return (
    <AccountPart aria-labelledby="notification-choices">
      <h3 id="notification-choices">{t('notificationsPartTitle')}</h3>
      <p>{t('notificationsPartText')}</p>
      <Link to="/dashboard/notifications">{t('notificationSettingsLink')}</Link>
    </AccountPart>
  );
}
