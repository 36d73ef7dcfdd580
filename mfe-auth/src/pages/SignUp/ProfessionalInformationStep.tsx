import { TextField } from '@civic/shared';
import { t } from '../../messages/sign-up';
import type { BindField } from './signUpValues';

/** Step 3: optional, with no validation. */
export function ProfessionalInformationStep({ bind }: { bind: BindField }) {
  return (
    <>
      <p>{t('professionalIntro')}</p>
      <TextField label={t('industryLabel')} {...bind('industry')} />
      <TextField label={t('organizationLabel')} autoComplete="organization" {...bind('organization')} />
      <TextField label={t('roleLabel')} autoComplete="organization-title" {...bind('role')} />
    </>
  );
}
