import { FocusHeading, Notice, Link } from '@civic/shared';
import { FormFooter } from '../../components/FormFooter';
import { t } from '../../messages/sign-up';

/** After registering: the citizen must open the e-mailed link before signing in. */
export function SignUpSuccess({ email }: { email: string }) {
  return (
    <Notice tone="success">
      <FocusHeading>{t('checkInboxTitle')}</FocusHeading>
      <p>{t('checkInboxText', { email })}</p>
      <p>{t('checkInboxSpam')}</p>
      <FormFooter>
        <p>
          <Link to={`/auth/verify-email?email=${encodeURIComponent(email)}`}>{t('resendLink')}</Link>
        </p>
        <p>
          <Link to="/auth/signin">{t('signInLink')}</Link>
        </p>
      </FormFooter>
    </Notice>
  );
}
