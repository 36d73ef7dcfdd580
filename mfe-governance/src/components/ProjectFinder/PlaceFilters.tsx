import { SelectField } from '@civic/shared';
import type { ConstituencySummary, County, WardSummary } from '../../contracts';
import { t } from '../../messages';
import { useApiGet } from '../useApiGet';
import { PLACES_COUNTRY, type FilterName, type FinderConfig, type FinderQuery } from './finderQuery';

interface Props {
  config: FinderConfig;
  query: FinderQuery;
  counties: County[];
  onChange: (changes: Partial<Record<FilterName, string>>) => void;
}

/**
 * County → constituency → ward, each waiting for the one above it: the county list waits for a
 * country and holds only that country's counties; constituencies and wards are fetched for the choice above.
 */
export function PlaceFilters({ config, query, counties, onChange }: Props) {
  const country = config.country ? query.country : PLACES_COUNTRY;
  const countyOptions = country.toLowerCase() === PLACES_COUNTRY.toLowerCase() ? counties : [];
  const drill = config.places === 'ward';
  const constituencies = useApiGet<{ constituencies: ConstituencySummary[] }>(drill && query.county ? `/api/constituencies/?county=${query.county}` : null).state;
  const wards = useApiGet<{ wards: WardSummary[] }>(drill && query.constituency ? `/api/wards/?constituency=${query.constituency}` : null).state;
  const constituencyOptions = constituencies.status === 'loaded' ? constituencies.data.constituencies : [];
  const wardOptions = wards.status === 'loaded' ? wards.data.wards : [];
  const countyHint = !country ? t('countyNeedsCountry') : countyOptions.length === 0 ? t('countyNoneForCountry') : undefined;

  return (
    <>
      <SelectField
        label={t('county')}
        hint={countyHint}
        value={query.county}
        disabled={countyOptions.length === 0}
        onChange={(event) => onChange({ county: event.target.value, constituency: '', ward: '' })}
      >
        <option value="">{t('allCounties')}</option>
        {countyOptions.map((county) => (
          <option key={county.code} value={county.code}>
            {county.name}
          </option>
        ))}
      </SelectField>
      {drill ? (
        <>
          <SelectField
            label={t('constituency')}
            hint={query.county ? undefined : t('constituencyNeedsCounty')}
            value={query.constituency}
            disabled={!query.county || constituencyOptions.length === 0}
            onChange={(event) => onChange({ constituency: event.target.value, ward: '' })}
          >
            <option value="">{t('allConstituencies')}</option>
            {constituencyOptions.map((constituency) => (
              <option key={constituency.code} value={constituency.code}>
                {constituency.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('ward')}
            hint={query.constituency ? undefined : t('wardNeedsConstituency')}
            value={query.ward}
            disabled={!query.constituency || wardOptions.length === 0}
            onChange={(event) => onChange({ ward: event.target.value })}
          >
            <option value="">{t('allWards')}</option>
            {wardOptions.map((ward) => (
              <option key={ward.code} value={ward.code}>
                {ward.name}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
    </>
  );
}
