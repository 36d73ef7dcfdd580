import { useId } from 'react';
import styled from 'styled-components';
import { getIn, type FormikProps } from 'formik';
import { Button, TextAreaField, TextField, TwoColumns } from '@civic/shared';
import { Actions, Fieldset } from '../../components/content/parts';
import { WRITTEN_IN, type WrittenIn } from '../../components/content/kind';
import { t } from '../../messages/workshops';
import { fieldName, inputId, type HandoutForm, type HandoutText, type HandoutsValues } from './handouts';

/** The form, and its id for the inputs' ids: what every part of it is drawn with. */
export interface FormTools {
  id: string;
  formik: FormikProps<HandoutsValues>;
}

const LEGENDS = { en: 'languageEnglish', sw: 'languageKiswahili' } as const;

const Handout = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** A column that may narrow below its inputs' own width, so nothing overflows a 375 px screen. */
const Column = styled.div`
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A field's id, name, what it holds, its error and its change, all from the form by the field's name ('materials[1].en.title'). */
function bound({ id, formik }: FormTools, name: string) {
  const error: unknown = getIn(formik.errors, name);
  return {
    id: inputId(id, name),
    name,
    value: String(getIn(formik.values, name) ?? ''),
    error: typeof error === 'string' ? error : undefined,
    onChange: formik.handleChange,
  };
}

/** A handout's title, summary and points in one language, in a fieldset of its own, each field marked with its language. */
function HandoutLanguage({ within, at, language }: { within: FormTools; at: number; language: WrittenIn }) {
  const field = (text: HandoutText) => bound(within, fieldName(at, `${language}.${text}`));
  return (
    <Column>
      <Fieldset>
        <legend>{t(LEGENDS[language])}</legend>
        <TextField
          {...field('title')}
          label={t('handoutTitle')}
          hint={language === 'sw' ? t('handoutKiswahiliTitleHint') : undefined}
          lang={language}
          autoComplete="off"
          required={language === 'en'}
        />
        <TextAreaField {...field('summary')} label={t('handoutSummary')} lang={language} rows={3} />
        <TextAreaField {...field('points')} label={t('handoutPoints')} hint={t('handoutPointsHint')} lang={language} rows={6} />
      </Fieldset>
    </Column>
  );
}

/**
 * One handout: its texts in English and Kiswahili side by side (one above the other on a phone), and the source
 * it draws on. The legend takes focus when the handout before it is removed; Remove is described by the legend,
 * so a screen reader says which handout it removes.
 */
export function HandoutFieldset({ within, at, handout, onRemove }: { within: FormTools; at: number; handout: HandoutForm; onRemove: () => void }) {
  const id = useId();
  return (
    <Handout>
      <legend id={`${id}-legend`} data-focus={`handout-${handout.key}`} tabIndex={-1}>
        {t('handoutLegend', { n: at + 1 })}
      </legend>
      <TwoColumns>
        {WRITTEN_IN.map((language) => (
          <HandoutLanguage key={language} within={within} at={at} language={language} />
        ))}
      </TwoColumns>
      <TextField
        {...bound(within, fieldName(at, 'sourceUrl'))}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        label={t('handoutSource')}
        hint={t('handoutSourceHint')}
      />
      <Actions>
        <Button type="button" $variant="secondary" aria-describedby={`${id}-legend`} onClick={onRemove}>
          {t('removeHandout')}
        </Button>
      </Actions>
    </Handout>
  );
}
