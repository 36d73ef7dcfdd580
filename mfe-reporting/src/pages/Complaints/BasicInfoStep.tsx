import { SelectField, TextField } from '@civic/shared';
import { COMPLAINT_CATEGORIES, COUNTIES } from '@civic/shared/schemas/rules';
import { t } from '../../messages/complaints';
import type { ComplaintFieldProps } from './complaintValues';

export function BasicInfoStep({ field }: { field: ComplaintFieldProps }) {
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
      <SelectField label={t('countyLabel')} required {...field('county')}>
        <option value="">{t('countyChoose')}</option>
        {COUNTIES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('institutionLabel')} hint={t('institutionHint')} required {...field('institution')} />
    </>
  );
}
