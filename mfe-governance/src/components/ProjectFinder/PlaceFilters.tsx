import { SelectField } from '@civic/shared';
import type { ConstituencySummary, County, WardSummary } from '../../contracts';
import { t } from '../../messages';
import { useApiGet } from '../useApiGet';
import { FilterField } from './FilterField';
import { PLACES_COUNTRY, type FilterName, type FinderConfig, type FinderQuery } from './finderQuery';

interface Props {
  config: FinderConfig;
  /** The country whose places are offered: the one chosen, the only one there is, or '' while none is chosen. */
  country: string;
  query: FinderQuery;
  counties: County[];
  onChange: (changes: Partial<Record<FilterName, string>>) => void;
}

/**
 * County → constituency → ward, each waiting for the one above it: the county list holds only the country's
 * counties (and waits for a country while there is a choice of several); constituencies and wards are
 * fetched for the choice above. Each hint sits under its control, so the controls line up.
 */
export function PlaceFilters({ config, country, query, counties, onChange }: Props) {
  const countyOptions = country.toLowerCase() === PLACES_COUNTRY.toLowerCase() ? counties : [];
  const drill = config.places === 'ward';
  const constituencies = useApiGet<{ constituencies: ConstituencySummary[] }>(drill && query.county ? `/api/constituencies/?county=${query.county}` : null).state;
  const wards = useApiGet<{ wards: WardSummary[] }>(drill && query.constituency ? `/api/wards/?constituency=${query.constituency}` : null).state;
  const constituencyOptions = constituencies.status === 'loaded' ? constituencies.data.constituencies : [];
  const wardOptions = wards.status === 'loaded' ? wards.data.wards : [];
  const countyHint = !country ? t('countyNeedsCountry') : countyOptions.length === 0 ? t('countyNoneForCountry') : undefined;

  return (
    <>
      <FilterField
        hint={countyHint}
        field={(describedBy) => (
          <SelectField
            label={t('county')}
            aria-describedby={describedBy}
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
        )}
      />
      {drill ? (
        <>
          <FilterField
            hint={query.county ? undefined : t('constituencyNeedsCounty')}
            field={(describedBy) => (
              <SelectField
                label={t('constituency')}
                aria-describedby={describedBy}
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
            )}
          />
          <FilterField
            hint={query.constituency ? undefined : t('wardNeedsConstituency')}
            field={(describedBy) => (
              <SelectField
                label={t('ward')}
                aria-describedby={describedBy}
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
            )}
          />
        </>
      ) : null}
    </>
  );
}
