import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { getIn, type FormikProps } from 'formik';
import { TextField, TwoColumns } from '@civic/shared';
import { WRITTEN_IN } from '../../components/content/kind';
import { t, type PartKey } from '../../messages/organisation';
import { inputId, type DetailsValues } from './form';

/** The form, and its id for the inputs' ids: what every part of it is drawn with. */
export interface FormTools {
  id: string;
  formik: FormikProps<DetailsValues>;
}

/**
 * One text input of the form, found by the field's name as the API gives it ('offices[1].latitude'): its id,
 * what it holds, its error and its change all come from the form, so a part says only what the field is.
 */
export function FormInput({
  within: { id, formik },
  name,
  ...input
}: { within: FormTools; name: string } & Omit<ComponentProps<typeof TextField>, 'id' | 'name' | 'value' | 'error' | 'onChange' | 'onBlur' | 'form'>) {
  const error: unknown = getIn(formik.errors, name);
  return (
    <TextField
      {...input}
      id={inputId(id, name)}
      name={name}
      value={String(getIn(formik.values, name) ?? '')}
      error={typeof error === 'string' ? error : undefined}
      onChange={formik.handleChange}
    />
  );
}

/** A column that may narrow below its inputs' own width, so nothing overflows a 375 px screen. */
const Column = styled.div`
  min-width: 0;
`;

/**
 * A text in English and in Kiswahili ('offices[0].name.en', 'offices[0].name.sw'): side by side, one above the other on a
 * phone, each marked with its language. English is required where the text is.
 */
export function BilingualInputs({ within, name, label, required = false }: { within: FormTools; name: string; label: PartKey; required?: boolean }) {
  return (
    <TwoColumns>
      {WRITTEN_IN.map((language) => (
        <Column key={language}>
          <FormInput
            within={within}
            name={`${name}.${language}`}
            label={t(language === 'en' ? 'inEnglish' : 'inKiswahili', { field: t(label) })}
            lang={language}
            required={required && language === 'en'}
          />
        </Column>
      ))}
    </TwoColumns>
  );
}

/** Typed values side by side, as many to a row as fit, one to a row on a phone. */
export const FieldGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '11rem' }) => $min}), 1fr));
`;
