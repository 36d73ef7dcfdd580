import styled from 'styled-components';
import { TextAreaField, TextField, TwoColumns } from '@civic/shared';
import { t } from '../../messages';
import { Fieldset, Value, Values } from './parts';
import { WRITTEN_IN, type Bilingual, type Errors, type TextSpec, type WrittenIn } from './kind';

const LEGENDS = { en: 'languageEnglish', sw: 'languageKiswahili' } as const;

const Column = styled.div`
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * A record's texts in English and Kiswahili, side by side (one above the other on a narrow phone), each
 * language in its own fieldset, each field with its language and its error ('en.title', 'sw.answer').
 */
export function LanguageFieldsets<T extends string>({
  id,
  texts,
  specs,
  errors,
  onChange,
}: {
  id: string;
  texts: Bilingual<T>;
  specs: readonly TextSpec<T>[];
  errors: Errors;
  onChange: (language: WrittenIn, name: T, value: string) => void;
}) {
  return (
    <TwoColumns>
      {WRITTEN_IN.map((language) => (
        <Column key={language}>
          <Fieldset>
            <legend>{t(LEGENDS[language])}</legend>
            {specs.map((spec) => {
              const common = {
                id: `${id}-${language}-${spec.name}`,
                label: t(spec.label),
                lang: language,
                value: texts[language][spec.name],
                error: errors[`${language}.${spec.name}`],
                required: language === 'en' && spec.required !== null,
              };
              return spec.rows ? (
                <TextAreaField key={spec.name} {...common} rows={spec.rows} onChange={(event) => onChange(language, spec.name, event.target.value)} />
              ) : (
                <TextField key={spec.name} {...common} onChange={(event) => onChange(language, spec.name, event.target.value)} />
              );
            })}
          </Fieldset>
        </Column>
      ))}
    </TwoColumns>
  );
}

/** The same texts read-only, for someone else's version beside the form: an empty one says nothing was written. */
export function LanguageTexts<T extends string>({ texts, specs }: { texts: Bilingual<T>; specs: readonly TextSpec<T>[] }) {
  return (
    <TwoColumns>
      {WRITTEN_IN.map((language) => (
        <div key={language}>
          <h4>{t(LEGENDS[language])}</h4>
          <Values>
            {specs.map((spec) => (
              <Value key={spec.name} label={t(spec.label)} text={texts[language][spec.name]} lang={language} />
            ))}
          </Values>
        </div>
      ))}
    </TwoColumns>
  );
}
