import { useSearchParams } from '@civic/shared';
import { AuthPage } from '../../components/AuthPage';
import { t, useTranslations } from '../../messages/verify-email';
import { ResendVerificationForm } from './ResendVerificationForm';
import { TokenVerification } from './TokenVerification';

/**
 * /auth/verify-email. With `?token=` (the e-mailed link) it confirms the address; without, it offers to send
 * a new link, prefilled from `?email=` (sign-in sends an unverified citizen here).
 */
export default function VerifyEmail() {
  useTranslations();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email') ?? '';
  return (
    <AuthPage title={t('verifyTitle')} intro={token ? undefined : t('verifyIntro')}>
      {token ? <TokenVerification token={token} email={email} /> : <ResendVerificationForm initialEmail={email} />}
    </AuthPage>
  );
}
