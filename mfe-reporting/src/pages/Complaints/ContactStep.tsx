import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { CheckboxField, TextField } from '@civic/shared';
import { t } from '../../messages/complaints';
import type { ComplaintFieldProps } from './complaintValues';

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    margin-right: ${({ theme }) => theme.space(4)};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function ContactStep({
  field,
  declaration,
  onDeclaration,
  declarationError,
}: {
  field: ComplaintFieldProps;
  declaration: boolean;
  onDeclaration: (event: ChangeEvent<HTMLInputElement>) => void;
  declarationError: string | undefined;
}) {
  const preferred = field('preferredContact');
  return (
    <>
      <TextField label={t('fullNameLabel')} required autoComplete="name" {...field('fullName')} />
      <TextField label={t('emailLabel')} required type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextField label={t('phoneLabel')} required type="tel" autoComplete="tel" {...field('phone')} />
      <Choices>
        <legend>{t('preferredContactLegend')}</legend>
        <label>
          <input type="radio" name="preferredContact" value="email" checked={preferred.value === 'email'} onChange={preferred.onChange} />
          {t('preferredEmail')}
        </label>
        <label>
          <input type="radio" name="preferredContact" value="phone" checked={preferred.value === 'phone'} onChange={preferred.onChange} />
          {t('preferredPhone')}
        </label>
      </Choices>
      <CheckboxField label={t('declarationLabel')} name="declaration" checked={declaration} onChange={onDeclaration} error={declarationError} />
    </>
  );
}
