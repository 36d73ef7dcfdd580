import { useSession, safeNextPath, useSearchParams } from '@civic/shared';
import { AlreadySignedIn } from '../../components/AlreadySignedIn';
import { AuthPage } from '../../components/AuthPage';
import { t } from '../../messages';
import { SignInForm } from './SignInForm';

/** /auth/signin: e-mail and password, or Google. `?next=` says where to go after; `?error=` is a failed Google attempt. */
export default function SignIn() {
  const user = useSession();
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('signInTitle')} intro={t('signInIntro')}>
      {user ? <AlreadySignedIn user={user} /> : <SignInForm next={safeNextPath(params.get('next')) ?? '/dashboard'} googleError={params.get('error')} />}
    </AuthPage>
  );
}
