import { useState, type ReactNode } from 'react';
import { Navigate, Spinner, useSession, type SessionUser } from '@civic/shared';
import { t } from '../messages';
import { AuthPage } from './AuthPage';

/**
 * A page for a signed-in citizen only (the dashboard and its pages). While the start-up session check runs, it
 * waits; a visitor who arrives signed out goes to sign in and is brought back to `path` after.
 */
export function SignedInOnly({ title, path, children }: { title: string; path: string; children: (user: SessionUser) => ReactNode }) {
  const user = useSession();
  // Remembered across renders (React's pattern for state that follows a prop): once signed in on this page,
  // a later sign-out is not a visitor who needs to come back here.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (user === undefined) {
    return (
      <AuthPage title={title}>
        <Spinner label={t('checkingSession')} />
      </AuthPage>
    );
  }
  if (user === null) {
    // Signing out here (a page's button or the header's) lands on plain sign-in, as the header promises;
    // only a visitor who arrives signed out is brought back here after signing in.
    return <Navigate to={wasSignedIn ? '/auth/signin' : `/auth/signin?next=${path}`} replace />;
  }
  return <>{children(user)}</>;
}
