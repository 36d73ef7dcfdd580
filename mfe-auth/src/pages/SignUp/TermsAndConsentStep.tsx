import type { ChangeEvent } from 'react';
import { VisuallyHidden, CheckboxField } from '@civic/shared';
import { t } from '../../messages/sign-up';

/**
 * Step 4. The policies open in a new tab: the draft never keeps passwords, so leaving this page would
 * cost the citizen step 1 again.
 */
export function TermsAndConsentStep({
  termsAccepted,
  marketingUpdates,
  termsError,
  onChange,
}: {
  termsAccepted: boolean;
  marketingUpdates: boolean;
  termsError: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <CheckboxField
        name="termsAccepted"
        checked={termsAccepted}
        onChange={onChange}
        required
        error={termsError}
        label={
          <>
            {t('termsBefore')}{' '}
            <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
              {t('termsLink')}
              <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
            </a>{' '}
            {t('termsAnd')}{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
              {t('privacyLink')}
              <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
            </a>
          </>
        }
      />
      <CheckboxField name="marketingUpdates" checked={marketingUpdates} onChange={onChange} label={t('marketingLabel')} />
    </>
  );
}
