import styled from 'styled-components';
import { media, SelectField, TextField, useFollowedState } from '@civic/shared';
import { REGIONS } from '../../contracts';
import { FilterField } from '../../components/ProjectFinder/FilterField';
import { t } from '../../messages';
import { regionLabel } from '../../vocabulary';
import { isCountySort, isRegion, type CountyQuery } from './findCounties';

const Controls = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  align-items: start;
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

/** In the page's language: read when rendered. */
const sortOptions = () =>
  [
    { value: 'name', label: t('sortName') },
    { value: 'population', label: t('sortPopulation') },
    { value: 'area', label: t('sortArea') },
  ] as const;

/** Search, region filter and sort (name by default; population and area largest first); the search hint sits under its box. */
export function CountyControls({ query, onChange }: { query: CountyQuery; onChange: (query: CountyQuery) => void }) {
  const [term, setTerm] = useFollowedState(query.search);
  return (
    <Controls role="search" aria-label={t('countiesFilters')}>
      <FilterField
        hint={t('countiesSearchHint')}
        field={(describedBy) => (
          <TextField
            type="search"
            label={t('countiesSearch')}
            aria-describedby={describedBy}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              onChange({ ...query, search: event.target.value });
            }}
          />
        )}
      />
      <SelectField
        label={t('region')}
        value={query.region}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...query, region: isRegion(value) ? value : '' });
        }}
      >
        <option value="">{t('allRegions')}</option>
        {REGIONS.map((region) => (
          <option key={region} value={region}>
            {regionLabel(region)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('sortBy')}
        value={query.sort}
        onChange={(event) => {
          if (isCountySort(event.target.value)) onChange({ ...query, sort: event.target.value });
        }}
      >
        {sortOptions().map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </SelectField>
    </Controls>
  );
}
