import { FocusHeading, Notice } from '@civic/shared';
import { t } from '../../messages/forgot-password';

/** The sent confirmation: worded so it never says whether an account exists for the address. */
export function ResetLinkSent({ email }: { email: string }) {
  return (
    <Notice tone="success">
      <FocusHeading>{t('resetLinkSentTitle')}</FocusHeading>
      <p>{t('resetLinkSentText', { email })}</p>
      <p>{t('resetLinkSentSpam')}</p>
    </Notice>
  );
}
