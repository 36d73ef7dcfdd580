import { useState } from 'react';
import { Link } from '@civic/shared';
import { AuthPage } from '../../components/AuthPage';
import { FormFooter } from '../../components/FormFooter';
import { t, useTranslations } from '../../messages/forgot-password';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetLinkSent } from './ResetLinkSent';

/** /auth/forgot-password: form, sending, then 'Reset link sent'. */
export default function ForgotPassword() {
  useTranslations();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthPage title={t('forgotTitle')} intro={t('forgotIntro')}>
      {sentTo === null ? <ForgotPasswordForm onSent={setSentTo} /> : <ResetLinkSent email={sentTo} />}
      <FormFooter>
        <p>
          <Link to="/auth/signin">{t('backToSignIn')}</Link>
        </p>
      </FormFooter>
    </AuthPage>
  );
}
