import { SelectField, TextField } from '@civic/shared';
import { GENDERS } from '@civic/shared/schemas/rules';
import { t } from '../../messages/sign-up';
import type { BindField } from './signUpValues';

/** Today as yyyy-mm-dd in the citizen's own time zone: a date of birth cannot be later. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Step 2: date of birth, gender and country. */
export function ProfileDetailsStep({ bind }: { bind: BindField }) {
  return (
    <>
      <TextField label={t('dateOfBirthLabel')} required type="date" autoComplete="bday" max={today()} {...bind('dateOfBirth')} />
      <SelectField label={t('genderLabel')} required {...bind('gender')}>
        <option value="">{t('genderChoose')}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`gender_${gender}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('countryLabel')} required autoComplete="country-name" hint={t('countryHint')} {...bind('country')} />
    </>
  );
}
