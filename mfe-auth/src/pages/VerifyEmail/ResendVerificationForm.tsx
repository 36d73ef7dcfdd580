import { useState } from 'react';
import { Notice, Link } from '@civic/shared';
import { resendVerification, type ResendVerificationAnswer } from '../../api';
import { EmailRequestForm } from '../../components/EmailRequestForm';
import { t } from '../../messages/verify-email';

/** The answer carries the message both at the top and inside `data`; either will do. */
function sentMessage(answer: ResendVerificationAnswer): string {
  return answer.message || answer.data?.message || t('verificationSent');
}

/** Sends a new verification link: form, sending, then the server's confirmation. */
export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  const [sent, setSent] = useState<string | null>(null);

  if (sent !== null) {
    return (
      <Notice tone="success">
        <p>{sent}</p>
        <Link to="/auth/signin">{t('signInLink')}</Link>
      </Notice>
    );
  }
  return (
    <EmailRequestForm
      title={t('resendTitle')}
      initialEmail={initialEmail}
      submitLabel={t('verifySubmit')}
      sendingLabel={t('verifySending')}
      fallbackFailure={t('resetFailed')}
      send={resendVerification}
      onSent={(_email, answer) => setSent(sentMessage(answer))}
    />
  );
}
