import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { formatDate, SelectField, TextField } from '@civic/shared';
import type { EditableRecord } from '@civic/shared/contracts';
import { t } from '../../messages';
import { stateOf, type FormValues, type KindWords, type State, type ValueFieldsProps } from './kind';

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A line above a card's heading: what kind of record it is, its place. */
export const Kind = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  font-size: 0.9rem;
`;

/** Values read-only, each a label and what was written: a record's summary, or someone else's version of it. */
export const Values = styled.dl`
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * One value in `Values`: its label, then what was written, or "Nothing written". `lang` names the language the
 * text is in, for a text written in one (a screen reader then reads it in that language's voice).
 */
export function Value({ label, text, lang }: { label: string; text: string | number | null | undefined; lang?: string }) {
  const written = String(text ?? '').trim();
  return (
    <div>
      <dt>{label}</dt>
      <dd lang={written ? lang : undefined}>{written || <em>{t('notWritten')}</em>}</dd>
    </div>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A group of fields. `min-width: 0` lets a fieldset narrow with its column on a phone. */
export const Fieldset = styled.fieldset`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Line = styled.p<{ $state: State }>`
  font-weight: 600;
  border-left: 4px solid ${({ theme, $state }) => ({ published: theme.colors.success, draft: theme.colors.neutral, changed: theme.colors.warning })[$state]};
  padding-left: ${({ theme }) => theme.space(2)};
`;

/** A record's state, in words and set apart by a rule (the colour is never the only signal). */
export function StateBadge({ record, words }: { record: Pick<EditableRecord<unknown>, 'published' | 'hasDraft'>; words: Pick<KindWords, 'published' | 'draft' | 'changed'> }) {
  const state = stateOf(record);
  return <Line $state={state}>{t({ published: words.published, draft: words.draft, changed: words.changed }[state])}</Line>;
}

/** "Last edited by Wanjiru Kamau, 20 Nov 2026", or that nobody has edited it in the console. */
export function EditedLine({ record, words }: { record: Pick<EditableRecord<unknown>, 'edited'>; words: Pick<KindWords, 'edited' | 'editedNever'> }) {
  const { edited } = record;
  return <Muted>{edited ? t(words.edited, { name: edited.by, date: formatDate(edited.at) }) : t(words.editedNever)}</Muted>;
}

/** A record's values, four to a row on a wide screen, one to a row on a phone; a `.wide` one takes a row. */
export const ValueGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  > .wide {
    grid-column: 1 / -1;
  }
`;

/**
 * One typed value of a record's form (a date, a time, a name, a link), found by its name: its id, what it holds,
 * its error ('values.<name>') and its change all come from the form, so a page says only what the field is.
 */
export function ValueInput<V extends FormValues>({
  within: form,
  name,
  ...input
}: { within: ValueFieldsProps<V>; name: Extract<keyof V, string> } & Omit<ComponentProps<typeof TextField>, 'id' | 'value' | 'error' | 'onChange' | 'form'>) {
  return (
    <TextField
      {...input}
      id={`${form.id}-${name}`}
      value={String(form.values[name])}
      error={form.errors[`values.${name}`]}
      onChange={(event) => form.change(name, event.target.value as V[typeof name])}
    />
  );
}

/** One value chosen from a list, found by its name as ValueInput's are; `choose` is the first, empty choice of a new record. */
export function ValueSelect<V extends FormValues>({
  within: form,
  name,
  choose,
  options,
  ...select
}: {
  within: ValueFieldsProps<V>;
  name: Extract<keyof V, string>;
  choose?: string;
  options: ReadonlyArray<{ value: string; text: string }>;
} & Omit<ComponentProps<typeof SelectField>, 'id' | 'value' | 'error' | 'onChange' | 'form' | 'children'>) {
  return (
    <SelectField
      {...select}
      id={`${form.id}-${name}`}
      value={String(form.values[name])}
      error={form.errors[`values.${name}`]}
      onChange={(event) => form.change(name, event.target.value as V[typeof name])}
    >
      {choose === undefined ? null : (
        <option value="" disabled>
          {choose}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </SelectField>
  );
}
