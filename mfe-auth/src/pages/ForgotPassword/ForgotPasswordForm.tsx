import { toast } from '@civic/shared';
import { requestPasswordReset } from '../../api';
import { EmailRequestForm } from '../../components/EmailRequestForm';
import { t } from '../../messages/forgot-password';

/** Asks for a reset link: form, sending, then the 'Reset link sent' view the page shows. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  return (
    <EmailRequestForm
      title={t('forgotTitle')}
      submitLabel={t('sendResetLink')}
      sendingLabel={t('sendingResetLink')}
      fallbackFailure={t('resetFailed')}
      send={requestPasswordReset}
      onSent={(email) => {
        toast.success(t('resetEmailSent'));
        onSent(email);
      }}
    />
  );
}
