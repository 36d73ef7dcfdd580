import { useEffect } from 'react';
import styled from 'styled-components';
import { media, SelectField, TextField, useFollowedState } from '@civic/shared';
import { statusSlug, type County, type ProjectOptions } from '../../contracts';
import { t } from '../../messages';
import { sectorLabel, statusLabel } from '../../vocabulary';
import { FilterField } from './FilterField';
import { PlaceFilters } from './PlaceFilters';
import { PLACES_COUNTRY, type FilterName, type FinderConfig, type FinderQuery } from './finderQuery';

const Controls = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
`;

/** Typing settles for this long before the list is asked again, so each keystroke is not a request. */
export const SEARCH_DELAY_MS = 300;

interface Props {
  config: FinderConfig;
  query: FinderQuery;
  options: ProjectOptions | null;
  counties: County[];
  onChange: (changes: Partial<Record<FilterName, string>>, how?: { replace: boolean }) => void;
}

/** Search and the filters a page offers; every change applies at once, so there is no submit button. */
export function ProjectFilters({ config, query, options, counties, onChange }: Props) {
  // The address can change under the box (Clear all filters, Back): the box follows it.
  const [term, setTerm] = useFollowedState(query.q);

  useEffect(() => {
    if (term.trim() === query.q) return undefined;
    const timer = setTimeout(() => onChange({ q: term.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, query.q, onChange]);

  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('optionWithCount', { label, count }));
  const countries = options?.countries ?? [];
  // A country is a choice only when the projects come from more than one (or the address names one): with
  // Kenya alone the country filter is left out and the county filter works at once.
  const offerCountry = config.country && (countries.length > 1 || query.country !== '');
  const placesCountry = !config.country ? PLACES_COUNTRY : offerCountry ? query.country : (countries[0]?.name ?? PLACES_COUNTRY);

  return (
    <Controls role="search" aria-label={t('projectFilters')}>
      <FilterField
        hint={t('projectSearchHint')}
        field={(describedBy) => (
          <TextField type="search" label={t('projectSearch')} aria-describedby={describedBy} value={term} onChange={(event) => setTerm(event.target.value)} />
        )}
      />
      {config.category ? (
        <SelectField label={t('category')} value={query.category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">{t('allCategories')}</option>
          {(options?.categories ?? []).map((category) => (
            <option key={category.value} value={category.value}>
              {withCount(sectorLabel(category.value, category.label), category.count)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {config.statuses ? (
        <SelectField label={t('status')} value={query.status} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{t('allStatuses')}</option>
          {config.statuses.map((status) => {
            const option = options?.statuses.find((candidate) => candidate.label === status);
            return (
              <option key={status} value={statusSlug(status)}>
                {withCount(statusLabel(status), option?.count)}
              </option>
            );
          })}
        </SelectField>
      ) : null}
      {offerCountry ? (
        <SelectField label={t('country')} value={query.country} onChange={(event) => onChange({ country: event.target.value, county: '', constituency: '', ward: '' })}>
          <option value="">{t('allCountries')}</option>
          {countries.map((country) => (
            <option key={country.name} value={country.name}>
              {withCount(country.name, country.count)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <PlaceFilters config={config} country={placesCountry} query={query} counties={counties} onChange={onChange} />
    </Controls>
  );
}
