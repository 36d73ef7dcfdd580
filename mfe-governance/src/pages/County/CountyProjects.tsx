import styled from 'styled-components';
import { formatNumber, Link } from '@civic/shared';
import type { CountyPage } from '../../contracts';
import { DataTable } from '../../components/DataTable';
import { DownloadLinks } from '../../components/DownloadLinks';
import { money, percentOf, projectsRecorded } from '../../components/describe';
import { BarChart } from '../../components/finance/BarChart';
import { projectSeries } from '../../components/finance/series';
import { ProjectCard } from '../../components/ProjectCard';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '../../messages';
import { sectorLabel } from '../../vocabulary';

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  > li > article {
    height: 100%;
  }
`;

const Tables = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

/** A county's projects: totals by status and sector, the money, and the most recently updated projects. */
export function CountyProjects({ name, code, projects }: { name: string; code: string; projects: CountyPage['projects'] }) {
  const { budget } = projects;
  return (
    <section>
      <h2>{t('countyProjectsTitle', { name })}</h2>
      {projects.total === 0 ? (
        <p>{t('countyNoProjects', { name })}</p>
      ) : (
        <>
          <p>{projectsRecorded(projects.total, projects.sampleCount)}</p>
          <BarChart
            caption={t('countyBudgetChartCaption', { name })}
            series={projectSeries()}
            groups={[{ label: t('countyProjectsTitle', { name }), values: [budget.allocated, budget.disbursed, budget.spent] }]}
            format={(value) => money(value, budget.currency)}
            missingLabel={t('notGiven')}
            tableId="county-budget-table"
          />
          <DataTable caption={t('countyBudgetCaption', { name })} id="county-budget-table">
            <tbody>
              <tr>
                <th scope="row">{t('budgetAllocated')}</th>
                <td className="number">{money(budget.allocated, budget.currency)}</td>
                <td />
              </tr>
              <tr>
                <th scope="row">{t('budgetDisbursed')}</th>
                <td className="number">{money(budget.disbursed, budget.currency)}</td>
                <td>{t('ofAllocated', { percent: percentOf(budget.disbursed, budget.allocated) })}</td>
              </tr>
              <tr>
                <th scope="row">{t('budgetSpent')}</th>
                <td className="number">{money(budget.spent, budget.currency)}</td>
                <td>{t('ofAllocated', { percent: percentOf(budget.spent, budget.allocated) })}</td>
              </tr>
            </tbody>
          </DataTable>
          <Tables>
            <DataTable caption={t('byStatusCaption')}>
              <thead>
                <tr>
                  <th scope="col">{t('columnStatus')}</th>
                  <th scope="col" className="number">
                    {t('columnProjects')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {projects.byStatus.map((row) => (
                  <tr key={row.status}>
                    <td>
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="number">{formatNumber(row.count)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <DataTable caption={t('bySectorCaption')}>
              <thead>
                <tr>
                  <th scope="col">{t('columnSector')}</th>
                  <th scope="col" className="number">
                    {t('columnProjects')}
                  </th>
                  <th scope="col" className="number">
                    {t('columnAllocated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {projects.bySector.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{sectorLabel(row.category, row.label)}</th>
                    <td className="number">{formatNumber(row.count)}</td>
                    <td className="number">{money(row.allocated)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </Tables>
          <h3>{t('latestProjects')}</h3>
          <CardList>
            {projects.latest.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} headingLevel={4} />
              </li>
            ))}
          </CardList>
          <DownloadLinks path="/api/projects/" query={{ county: code }} what={t('countyProjectsDownload', { name })} />
          <p>
            <Link to={`/projects/browser?county=${code}`}>{t('seeAllProjects', { count: formatNumber(projects.total) })}</Link>
          </p>
        </>
      )}
    </section>
  );
}
