import { useState } from 'react';
import { useSession, Link } from '@civic/shared';
import { AlreadySignedIn } from '../../components/AlreadySignedIn';
import { AuthPage } from '../../components/AuthPage';
import { FormFooter } from '../../components/FormFooter';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { OrDivider } from '../../components/OrDivider';
import { t, useTranslations } from '../../messages/sign-up';
import { clearDraft } from './signUpDraft';
import { SignUpSuccess } from './SignUpSuccess';
import { SignUpWizard } from './SignUpWizard';

/** /auth/signup: Google in one press, or the four-step wizard. */
export default function SignUp() {
  useTranslations();
  const user = useSession();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail !== null) {
    return (
      <AuthPage title={t('signUpTitle')}>
        <SignUpSuccess email={registeredEmail} />
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('signUpTitle')} intro={t('signUpIntro')}>
      {user ? (
        <AlreadySignedIn user={user} />
      ) : (
        <>
          {/* A third-party sign-up attempt clears the saved draft. */}
          <GoogleSignInButton label={t('googleSignUp')} onBeforeStart={clearDraft} />
          <OrDivider />
          <SignUpWizard onRegistered={setRegisteredEmail} />
          <FormFooter>
            <p>
              {t('haveAccount')} <Link to="/auth/signin">{t('signInLink')}</Link>
            </p>
          </FormFooter>
        </>
      )}
    </AuthPage>
  );
}
