import styled from 'styled-components';
import { Card, Container, Notice, PageSection, useLoad, usePageTitle, formatNumber, PageHeader, Spinner, ErrorState } from '@civic/shared';
import { fetchSpending } from '../../api';
import type { Spending } from '../../contracts';
import { money, percentOf } from '../../components/describe';
import { DownloadLinks } from '../../components/DownloadLinks';
import { BarChart } from '../../components/finance/BarChart';
import { projectSeries } from '../../components/finance/series';
import { t } from '../../messages';
import { sectorLabel } from '../../vocabulary';
import { CountyFinances } from './CountyFinances';
import { SpendingTable } from './SpendingTable';

const CHART_COUNTIES = 10;

const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  margin: 0 0 ${({ theme }) => theme.space(6)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
  small {
    display: block;
    font-size: 0.9rem;
    font-weight: 400;
  }
`;

function SpendingReport({ spending }: { spending: Spending }) {
  const { totals } = spending;
  if (totals.projects === 0) return <p>{t('govspendEmpty')}</p>;
  return (
    <>
      <Notice tone="info">
        <p>{t('govspendSource', { projects: formatNumber(totals.projects) })}</p>
        {totals.sampleProjects ? <p>{t('govspendSamples', { samples: formatNumber(totals.sampleProjects), projects: formatNumber(totals.projects) })}</p> : null}
      </Notice>
      <h2>{t('totalsTitle')}</h2>
      <Card as="div">
        <Totals>
          <div>
            <dt>{t('budgetAllocated')}</dt>
            <dd>{money(totals.allocated, spending.currency)}</dd>
          </div>
          <div>
            <dt>{t('budgetDisbursed')}</dt>
            <dd>
              {money(totals.disbursed, spending.currency)}
              <small>{t('ofAllocated', { percent: percentOf(totals.disbursed, totals.allocated) })}</small>
            </dd>
          </div>
          <div>
            <dt>{t('budgetSpent')}</dt>
            <dd>
              {money(totals.spent, spending.currency)}
              <small>{t('ofAllocated', { percent: percentOf(totals.spent, totals.allocated) })}</small>
            </dd>
          </div>
        </Totals>
      </Card>
      <BarChart
        caption={t('projectTotalsChartCaption')}
        series={projectSeries()}
        groups={[{ label: t('totalsTitle'), values: [totals.allocated, totals.disbursed, totals.spent] }]}
        format={(value) => money(value, spending.currency)}
        missingLabel={t('notGiven')}
      />
      <p>{t('millionsNote')}</p>

      <h2>{t('byCountyTitle')}</h2>
      <BarChart
        caption={t('projectCountyChartCaption', { count: String(Math.min(CHART_COUNTIES, spending.byCounty.length)) })}
        series={projectSeries()}
        groups={spending.byCounty.slice(0, CHART_COUNTIES).map((row) => ({ label: row.name, values: [row.allocated, row.disbursed, row.spent] }))}
        format={(value) => money(value, spending.currency)}
        missingLabel={t('notGiven')}
        tableId="spending-by-county-table"
      />
      <DownloadLinks path="/api/spending/" query={{ by: 'county' }} what={t('countyDownload')} />
      <SpendingTable
        id="spending-by-county-table"
        caption={t('spendingByCountyCaption')}
        nameHeader={t('columnCounty')}
        rows={spending.byCounty}
        linkTo={(row) => `/counties/county/${row.key}`}
      />
      <p>{t('countiesListed')}</p>

      <h2>{t('bySectorTitle')}</h2>
      <DownloadLinks path="/api/spending/" query={{ by: 'sector' }} what={t('sectorDownload')} />
      <SpendingTable
        caption={t('spendingBySectorCaption')}
        nameHeader={t('columnSector')}
        rows={spending.bySector.map((row) => ({ ...row, name: sectorLabel(row.key, row.name) }))}
        linkTo={(row) => `/projects?category=${row.key}`}
      />
    </>
  );
}

/**
 * /govspend: the Controller of Budget's county finances (real figures), then allocated vs disbursed vs spent, by
 * county and by sector, worked out from the project records (labelled as such, samples included).
 */
export default function GovSpend() {
  usePageTitle(t('govspendTitle'));
  const { state, retry } = useLoad(fetchSpending);
  return (
    <>
      <PageHeader title={t('govspendTitle')} intro={t('govspendIntro')} />
      <PageSection>
        <Container>
          <CountyFinances />
          {state.status === 'loaded' ? (
            <SpendingReport spending={state.data} />
          ) : state.status === 'failed' ? (
            <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2}>
              <p>{t('govspendFailed')}</p>
            </ErrorState>
          ) : (
            <Spinner label={t('govspendLoading')} />
          )}
        </Container>
      </PageSection>
    </>
  );
}
