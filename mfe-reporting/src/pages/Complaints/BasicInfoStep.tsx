import { LoadState, SelectField, TextField, useLoad } from '@civic/shared';
import { COMPLAINT_CATEGORIES } from '@civic/shared/schemas/rules';
import { loadCounties } from '../../api';
import { t } from '../../messages';
import type { ComplaintFieldProps } from './complaintValues';

export function BasicInfoStep({ field }: { field: ComplaintFieldProps }) {
  const { state, retry } = useLoad(loadCounties);
  return (
    <>
      <SelectField label={t('categoryLabel')} required {...field('category')}>
        <option value="">{t('categoryChoose')}</option>
        {COMPLAINT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`category_${category}`)}
          </option>
        ))}
      </SelectField>
      <LoadState state={state} onRetry={retry} loadingLabel={t('loading')} failedTitle={t('countiesFailed')} retryLabel={t('tryAgain')}>
        {(counties) => (
          <SelectField label={t('countyLabel')} required {...field('county')}>
            <option value="">{t('countyChoose')}</option>
            {counties.map((county) => (
              <option key={county.code} value={county.code}>
                {county.name}
              </option>
            ))}
          </SelectField>
        )}
      </LoadState>
      <TextField label={t('institutionLabel')} hint={t('institutionHint')} required {...field('institution')} />
    </>
  );
}
