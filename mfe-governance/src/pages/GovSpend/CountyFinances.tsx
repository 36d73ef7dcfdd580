import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatMillions, Spinner, ToggleButton, ErrorState, Link, VisuallyHidden } from '@civic/shared';
import { DataTable } from '../../components/DataTable';
import { DownloadLinks } from '../../components/DownloadLinks';
import { useApiGet } from '../../components/useApiGet';
import { BarChart } from '../../components/finance/BarChart';
import { FinanceSources, sourcesOf } from '../../components/finance/FinanceSources';
import { targetSeries } from '../../components/finance/series';
import { figureText, yearParam } from '../../components/finance/format';
import type { FinanceField, FiscalYear, NationalFinance } from '../../components/finance/types';
import { t } from '../../messages';

type Column = 'name' | Extract<FinanceField, 'osrActual' | 'osrPerformancePct' | 'osrTarget' | 'pendingBills' | 'developmentAbsorptionPct' | 'revenueArrears'>;

/** The key figures come right after the county's name, so a phone shows them before anything scrolls. */
const COLUMNS: Array<{ key: Exclude<Column, 'name'>; label: () => string }> = [
  { key: 'osrActual', label: () => t('financeOsrActual') },
  { key: 'osrPerformancePct', label: () => t('financeOsrPerformance') },
  { key: 'osrTarget', label: () => t('financeOsrTarget') },
  { key: 'pendingBills', label: () => t('financePendingBills') },
  { key: 'developmentAbsorptionPct', label: () => t('financeDevAbsorption') },
  { key: 'revenueArrears', label: () => t('financeArrears') },
];

const YEARS: FiscalYear[] = ['2023/24', '2024/25'];
const CHART_COUNTIES = 10;

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  > span {
    font-weight: 600;
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The figures' place while they load: as tall as most of a screen, as they will be, so that what the page
 * shows below them (the spending report, which may arrive first) starts below the fold and does not jump down
 * when they arrive.
 */
const Loading = styled.div`
  min-height: 70vh;
`;

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  text-align: inherit;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: underline;
  cursor: pointer;
`;

const Missing = styled.span`
  font-style: italic;
  font-weight: 400;
  white-space: normal;
`;

/**
 * A figure missing from the 47 counties' table: a dash, with its words for a screen reader. Most counties lack
 * some figures, and the words in every such cell made each row three lines tall on a phone; the key above the
 * table says what the dash means.
 */
/** A mark, the same in every language (the key above the table names it in words). */
const DASH = '–';

function MissingFigure() {
  return (
    <Dash>
      <span aria-hidden="true">{DASH}</span>
      <VisuallyHidden>{t('financeMissing')}</VisuallyHidden>
    </Dash>
  );
}

/** Holds the hidden words where the dash is, inside the table's scrolling box: elsewhere they would widen the page. */
const Dash = styled.span`
  position: relative;
`;

type Sort = { column: Column; descending: boolean };

/** Known figures in the chosen order; a county with no figure is listed after every county with one. */
function sortRows(rows: NationalFinance['counties'], sort: Sort): NationalFinance['counties'] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (sort.column === 'name') return sign * a.name.localeCompare(b.name, 'en');
    const left = a.figures[sort.column].value;
    const right = b.figures[sort.column].value;
    if (left === null || right === null) return left === right ? a.name.localeCompare(b.name, 'en') : left === null ? 1 : -1;
    return sign * (left - right) || a.name.localeCompare(b.name, 'en');
  });
}

function FinanceTable({ finance }: { finance: NationalFinance }) {
  const [sort, setSort] = useState<Sort>({ column: 'name', descending: false });
  const rows = useMemo(() => sortRows(finance.counties, sort), [finance, sort]);
  const sortBy = (column: Column) => setSort((current) => (current.column === column ? { column, descending: !current.descending } : { column, descending: column !== 'name' }));
  const header = (column: Column, label: string, className?: string) => {
    const active = sort.column === column;
    return (
      <th key={column} scope="col" className={className} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
        <SortButton type="button" onClick={() => sortBy(column)}>
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? '▼' : '▲') : '↕'}</span>
        </SortButton>
      </th>
    );
  };
  return (
    <DataTable caption={t('financeTableCaption', { year: finance.year })} id="county-finance-table">
      <thead>
        <tr>
          {header('name', t('columnCounty'))}
          {COLUMNS.map((column) => header(column.key, column.label(), 'number'))}
        </tr>
      </thead>
      <tbody>
        {rows.map((county) => (
          <tr key={county.code}>
            <th scope="row">
              <Link to={`/counties/county/${county.code}`}>{county.name}</Link>
            </th>
            {COLUMNS.map(({ key }) => {
              const figure = county.figures[key];
              return (
                <td key={key} className="number">
                  {figure.value === null ? <MissingFigure /> : figureText(key, figure)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function FinanceReport({ finance }: { finance: NationalFinance }) {
  const { national, year } = finance;
  const largest = finance.counties
    .filter((county) => county.figures.osrTarget.value !== null)
    .sort((a, b) => (b.figures.osrTarget.value ?? 0) - (a.figures.osrTarget.value ?? 0))
    .slice(0, CHART_COUNTIES);
  const summary: Array<Exclude<Column, 'name'>> = ['osrTarget', 'osrActual', 'osrPerformancePct', 'pendingBills', 'developmentAbsorptionPct', 'revenueArrears'];
  const labels = Object.fromEntries(COLUMNS.map((column) => [column.key, column.label()]));
  return (
    <>
      <h3>{t('financeNationalTitle', { year })}</h3>
      <Summary>
        {summary.map((key) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd>{national.figures[key].value === null ? <Missing>{t('financeMissing')}</Missing> : figureText(key, national.figures[key])}</dd>
          </div>
        ))}
      </Summary>
      <BarChart
        caption={t('financeOsrChartCaption', { year, count: String(largest.length) })}
        series={targetSeries()}
        groups={largest.map((county) => ({ label: county.name, values: [county.figures.osrTarget.value, county.figures.osrActual.value] }))}
        format={(value) => formatMillions(value)}
        missingLabel={t('financeMissing')}
        tableId="county-finance-table"
      />
      <p>{t('millionsNote')}</p>
      <p>{t('financeMissingKey')}</p>
      <FinanceTable finance={finance} />
      <DownloadLinks path="/api/spending/counties/" query={{ year: yearParam(year) }} what={t('financeDownload', { year })} />
      <FinanceSources year={year} sources={sourcesOf([national.figures, ...finance.counties.map((county) => county.figures)], summary)} notes={national.notes} />
    </>
  );
}

/**
 * The Controller of Budget's figures for all 47 counties, one fiscal year at a time: the national totals, the
 * own-source revenue of the counties with the largest targets as a chart, and every county in a sortable table,
 * credited with the address each figure was read from.
 */
export function CountyFinances() {
  const [year, setYear] = useState<FiscalYear>('2024/25');
  const { state, retry } = useApiGet<NationalFinance>(`/api/spending/counties/?year=${yearParam(year)}`);
  return (
    <section aria-labelledby="county-finances-title">
      <h2 id="county-finances-title">{t('financeTitle')}</h2>
      <p>{t('financeNationalIntro')}</p>
      <Switch role="group" aria-labelledby="finance-year-label">
        <span id="finance-year-label">{t('financeYear')}</span>
        {YEARS.map((option) => (
          <ToggleButton key={option} pressed={year === option} onClick={() => setYear(option)}>
            {t('financeYearOption', { year: option })}
          </ToggleButton>
        ))}
      </Switch>
      {state.status === 'loaded' ? (
        <FinanceReport finance={state.data} />
      ) : state.status === 'failed' ? (
        <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
          <p>{t('financeFailed')}</p>
        </ErrorState>
      ) : (
        <Loading>
          <Spinner label={t('financeLoading')} />
        </Loading>
      )}
    </section>
  );
}
