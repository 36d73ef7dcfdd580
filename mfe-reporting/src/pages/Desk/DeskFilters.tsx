import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Grid, SelectField, TextField, useLoad } from '@civic/shared';
import { loadCounties } from '../../api';
import { t } from '../../messages/desk';

export const FILTER_NAMES = ['type', 'status', 'county', 'from', 'to', 'q'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type FilterValues = Record<FilterName, string>;

const STATUSES = ['received', 'under_review', 'referred', 'closed'] as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** The desk's filters; they are applied together with one button, so each change does not reload the list. */
export function DeskFilters({ initial, onApply }: { initial: FilterValues; onApply: (values: FilterValues) => void }) {
  const [values, setValues] = useState(initial);
  const counties = useLoad(loadCounties).state;
  const bind = (name: FilterName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  function clear() {
    const empty = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as FilterValues;
    setValues(empty);
    onApply(empty);
  }

  return (
    <form onSubmit={submit} aria-label={t('deskFilters')} role="search">
      <TextField label={t('deskSearch')} hint={t('deskSearchHint')} type="search" {...bind('q')} />
      <Grid $min="12rem">
        <SelectField label={t('deskType')} {...bind('type')}>
          <option value="">{t('deskTypeAll')}</option>
          <option value="corruption">{t('deskTypeCorruption')}</option>
          <option value="complaint">{t('deskTypeComplaint')}</option>
        </SelectField>
        <SelectField label={t('deskStatus')} {...bind('status')}>
          <option value="">{t('deskStatusAll')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status_${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('deskCounty')} {...bind('county')}>
          <option value="">{t('deskCountyAll')}</option>
          {counties.status === 'loaded'
            ? counties.data.map((county) => (
                <option key={county.code} value={county.code}>
                  {county.name}
                </option>
              ))
            : null}
        </SelectField>
        <TextField label={t('deskFrom')} type="date" {...bind('from')} />
        <TextField label={t('deskTo')} type="date" {...bind('to')} />
      </Grid>
      <Actions>
        <Button type="submit">{t('deskApply')}</Button>
        <Button type="button" $variant="secondary" onClick={clear}>
          {t('deskClear')}
        </Button>
      </Actions>
    </form>
  );
}
