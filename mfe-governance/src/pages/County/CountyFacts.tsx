import { formatNumber } from '@civic/shared';
import type { CountyFacts as Facts } from '../../contracts';
import { DataTable } from '../../components/DataTable';
import { t } from '../../messages';
import { provinceLabel, regionLabel } from '../../vocabulary';

/** The census and map facts of a county, as a two-column table a screen reader can read row by row. */
export function CountyFacts({ county }: { county: Facts }) {
  const rows: Array<[string, string]> = [
    [t('factPopulation'), formatNumber(county.population)],
    [t('factMale'), formatNumber(county.populationMale)],
    [t('factFemale'), formatNumber(county.populationFemale)],
    [t('factIntersex'), formatNumber(county.populationIntersex)],
    [t('factArea'), t('areaValue', { area: formatNumber(county.area) })],
    [t('factDensity'), formatNumber(county.density)],
    [t('factCapital'), county.capital],
    [t('factRegion'), regionLabel(county.region)],
    [t('factProvince'), provinceLabel(county.formerProvince)],
    [t('factIso'), county.isoCode],
    [t('factConstituencies'), formatNumber(county.constituencyCount)],
    [t('factWards'), formatNumber(county.wardCount)],
  ];
  return (
    <section>
      <h2>{t('countyFactsTitle')}</h2>
      <DataTable caption={t('countyFactsCaption', { name: county.name })}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {county.notes ? <p>{county.notes}</p> : null}
      <p>{t('censusCredit')}</p>
    </section>
  );
}
