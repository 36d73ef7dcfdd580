import { SignedInOnly } from '../../components/SignedInOnly';
import { t, useTranslations } from '../../messages/dashboard';
import { SignedInDashboard } from './SignedInDashboard';

/** /dashboard: signed-in only. While the start-up session check runs, wait; signed out, go and sign in. */
export default function Dashboard() {
  useTranslations();
  return (
    <SignedInOnly title={t('dashboardTitle')} path="/dashboard">
      {(user) => <SignedInDashboard user={user} />}
    </SignedInOnly>
  );
}
