import styled from 'styled-components';
import { formatMillions } from '@civic/shared';
import { DataTable } from '../../components/DataTable';
import { BarChart } from '../../components/finance/BarChart';
import { FinanceSources, sourcesOf } from '../../components/finance/FinanceSources';
import { targetSeries } from '../../components/finance/series';
import { figureText } from '../../components/finance/format';
import type { CountyFinance, FinanceField } from '../../components/finance/types';
import { t } from '../../messages';

const ROWS: Array<{ field: FinanceField; label: () => string }> = [
  { field: 'osrTarget', label: () => t('financeOsrTarget') },
  { field: 'osrActual', label: () => t('financeOsrActual') },
  { field: 'osrPerformancePct', label: () => t('financeOsrPerformance') },
  { field: 'pendingBills', label: () => t('financePendingBills') },
  { field: 'developmentAbsorptionPct', label: () => t('financeDevAbsorption') },
  { field: 'revenueArrears', label: () => t('financeArrears') },
  { field: 'expenditureTotal', label: () => t('financeExpenditure') },
  { field: 'expenditureDevelopment', label: () => t('financeDevExpenditure') },
];

const SHOWN = ROWS.map((row) => row.field);

const Missing = styled.span`
  font-style: italic;
  white-space: normal;
`;

/**
 * "County finances": the Controller of Budget's figures for the county, one column per fiscal year, its own-source
 * revenue target and collection as a chart, and the credit with the address each figure was read from.
 */
export function CountyFinances({ name, finance }: { name: string; finance: CountyFinance }) {
  return (
    <section aria-labelledby="county-finances-title">
      <h2 id="county-finances-title">{t('financeTitle')}</h2>
      <p>{t('financeCountyIntro', { name })}</p>
      <BarChart
        caption={t('financeCountyChartCaption', { name })}
        series={targetSeries()}
        groups={finance.years.map((year) => ({ label: t('financeYearOption', { year: year.year }), values: [year.figures.osrTarget.value, year.figures.osrActual.value] }))}
        format={(value) => formatMillions(value, finance.currency)}
        missingLabel={t('financeMissing')}
        tableId="county-finance-table"
      />
      <DataTable caption={t('financeCountyCaption', { name })} id="county-finance-table">
        <thead>
          <tr>
            <th scope="col">{t('financeColumnFigure')}</th>
            {finance.years.map((year) => (
              <th key={year.year} scope="col" className="number">
                {t('financeYearOption', { year: year.year })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ field, label }) => (
            <tr key={field}>
              <th scope="row">{label()}</th>
              {finance.years.map((year) => (
                <td key={year.year} className="number">
                  {year.figures[field].value === null ? <Missing>{t('financeMissing')}</Missing> : figureText(field, year.figures[field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p>{t('millionsNote')}</p>
      {finance.years.map((year) => (
        <FinanceSources key={year.year} year={year.year} sources={sourcesOf([year.figures], SHOWN)} notes={year.notes} />
      ))}
    </section>
  );
}
