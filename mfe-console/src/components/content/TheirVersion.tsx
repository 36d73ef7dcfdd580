import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@civic/shared';
import type { EditableRecord } from '@civic/shared/contracts';
import { t } from '../../messages';
import { LanguageTexts } from './LanguageFieldsets';
import { EditedLine, StateBadge, Value, Values } from './parts';
import type { Bilingual, FormValues, KindWords, TextSpec, ValuesSpec } from './kind';

/** The record as someone else saved it, beside the form that keeps the editor's own text. */
export const Theirs = styled.section`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningTint};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

/** Someone else's version of the record, read-only, in both languages and with its values, and the way to take it into the form. */
export function TheirVersion<T extends string, F extends Bilingual<T>, V extends FormValues>({
  record,
  specs,
  values,
  words,
  onUse,
}: {
  record: EditableRecord<F>;
  specs: readonly TextSpec<T>[];
  values: ValuesSpec<F, V> | undefined;
  words: KindWords;
  onUse: () => void;
}) {
  const id = useId();
  // In the order the form shows them.
  const shownValues = values ? (
    <>
      <h4>{t(values.legend)}</h4>
      <Values>
        {values.shown(record.fields).map(({ label, text }) => (
          <Value key={label} label={label} text={text} />
        ))}
      </Values>
    </>
  ) : null;
  return (
    <Theirs aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} data-focus="theirs" tabIndex={-1}>
        {t('theirVersion')}
      </h3>
      <StateBadge record={record} words={words} />
      <EditedLine record={record} words={words} />
      {values?.first ? shownValues : null}
      <LanguageTexts texts={record.fields} specs={specs} />
      {values?.first ? null : shownValues}
      <Button type="button" $variant="secondary" onClick={onUse}>
        {t('useTheirs')}
      </Button>
    </Theirs>
  );
}
