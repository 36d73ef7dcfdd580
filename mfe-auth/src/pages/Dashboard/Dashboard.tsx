import { useState } from 'react';
import { Spinner, useSession, Navigate } from '@civic/shared';
import { AuthPage } from '../../components/AuthPage';
import { t } from '../../messages';
import { SignedInDashboard } from './SignedInDashboard';

/** /dashboard: signed-in only. While the start-up session check runs, wait; signed out, go and sign in. */
export default function Dashboard() {
  const user = useSession();
  // Remembered across renders (React's pattern for state that follows a prop): once signed in on this page,
  // a later sign-out is not a visitor who needs to come back here.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (user === undefined) {
    return (
      <AuthPage title={t('dashboardTitle')}>
        <Spinner label={t('checkingSession')} />
      </AuthPage>
    );
  }
  if (user === null) {
    // Signing out here (this page's button or the header's) lands on plain sign-in, as the header promises;
    // only a visitor who arrives signed out is brought back here after signing in.
    return <Navigate to={wasSignedIn ? '/auth/signin' : '/auth/signin?next=/dashboard'} replace />;
  }
  return <SignedInDashboard user={user} />;
}
