import { useSession, safeNextPath, useSearchParams } from '@civic/shared';
import { AlreadySignedIn } from '../../components/AlreadySignedIn';
import { AuthPage } from '../../components/AuthPage';
import { t, useTranslations } from '../../messages/sign-in';
import { SignInForm } from './SignInForm';

/**
 * /auth/signin: e-mail and password, or Google. `?next=` says where to go after; `?error=` is a failed Google
 * attempt. Rendered ahead by the section's build (`firstPaint`), it shows the heading and what signing in is
 * for, with a line where the form will be: nothing to type into before the scripts run.
 */
export default function SignIn({ firstPaint = false }: { firstPaint?: boolean }) {
  useTranslations();
  const user = useSession();
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('signInTitle')} intro={t('signInIntro')}>
      {firstPaint ? (
        <p>{t('signInFormLoading')}</p>
      ) : user ? (
        <AlreadySignedIn user={user} />
      ) : (
        <SignInForm next={safeNextPath(params.get('next')) ?? '/dashboard'} googleError={params.get('error')} />
      )}
    </AuthPage>
  );
}
