import { ErrorState, SelectField, Spinner, TextField, useLoad } from '@civic/shared';
import { COMPLAINT_CATEGORIES } from '@civic/shared/schemas';
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
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'failed' ? <ErrorState title={t('countiesFailed')} onRetry={retry} retryLabel={t('tryAgain')} /> : null}
      {state.status === 'loaded' ? (
        <SelectField label={t('countyLabel')} required {...field('county')}>
          <option value="">{t('countyChoose')}</option>
          {state.data.map((county) => (
            <option key={county.code} value={county.code}>
              {county.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField label={t('institutionLabel')} hint={t('institutionHint')} required {...field('institution')} />
    </>
  );
}
