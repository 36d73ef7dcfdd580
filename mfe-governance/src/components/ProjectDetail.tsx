import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatNumber, Notice } from '@civic/shared';
import type { Project } from '../contracts';
import { t } from '../messages';
import { documentTypeLabel, priorityLabel, sectorLabel, statusLabel } from '../vocabulary';
import { DataTable } from './DataTable';
import { money, percentOf, placeOf } from './describe';
import { FundingOverview } from './FundingOverview';
import { ParticipationSection } from './ParticipationSection';
import { ProgressBar } from './ProgressBar';
import { SampleLabel } from './SampleLabel';
import { StatusBadge } from './StatusBadge';
import { FollowButton } from './FollowButton';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Links = styled.ul`
  padding-left: 1.25rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const dateOrNone = (value: string | null) => (value ? formatDate(value) : t('notGiven'));

/** Everything known about one project: budget, timeline, who runs it, documents, funding and participation. */
export function ProjectDetail({ project, shareUrl }: { project: Project; shareUrl: string }) {
  const { budget } = project;
  return (
    <>
      <Badges>
        <StatusBadge status={project.status} />
        {project.isSample ? <SampleLabel /> : null}
      </Badges>
      {project.isSample ? (
        <Notice tone="info">
          <p>{t('sampleNotice')}</p>
        </Notice>
      ) : null}
      <p>{project.description}</p>
      <ProgressBar percent={project.progress} status={project.status} />
      <FollowButton type="project" id={project.id} name={project.title} />

      <h3>{t('detailOverview')}</h3>
      <Facts>
        <Fact label={t('status')}>{statusLabel(project.status)}</Fact>
        <Fact label={t('priority')}>{priorityLabel(project.priority)}</Fact>
        <Fact label={t('sector')}>{sectorLabel(project.category, project.categoryLabel)}</Fact>
        <Fact label={t('location')}>{placeOf(project)}</Fact>
        <Fact label={t('beneficiaries')}>{project.beneficiaries === null ? t('notGiven') : formatNumber(project.beneficiaries)}</Fact>
        <Fact label={t('risks')}>{t('risksValue', { count: project.risks.count, critical: project.risks.critical })}</Fact>
        <Fact label={t('tasks')}>{t('tasksValue', { completed: project.tasks.completed, total: project.tasks.total })}</Fact>
        {project.tags.length ? <Fact label={t('tags')}>{project.tags.join(', ')}</Fact> : null}
      </Facts>

      <h3>{t('detailBudget')}</h3>
      <DataTable caption={t('detailBudgetCaption')}>
        <tbody>
          {(
            [
              [t('budgetAllocated'), budget.allocated, null],
              [t('budgetDisbursed'), budget.disbursed, percentOf(budget.disbursed, budget.allocated)],
              [t('budgetSpent'), budget.spent, percentOf(budget.spent, budget.allocated)],
            ] as const
          ).map(([label, amount, share]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="number">{money(amount, budget.currency)}</td>
              <td>{share ? t('ofAllocated', { percent: share }) : ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>

      <h3>{t('detailTimeline')}</h3>
      <Facts>
        <Fact label={t('plannedStart')}>{dateOrNone(project.timeline.plannedStart)}</Fact>
        <Fact label={t('plannedEnd')}>{dateOrNone(project.timeline.plannedEnd)}</Fact>
        <Fact label={t('actualStart')}>{dateOrNone(project.timeline.actualStart)}</Fact>
        {project.timeline.actualEnd ? <Fact label={t('actualEnd')}>{formatDate(project.timeline.actualEnd)}</Fact> : null}
        <Fact label={t('lastUpdate')}>{formatDate(project.timeline.lastUpdate)}</Fact>
      </Facts>

      <h3>{t('detailPeople')}</h3>
      <Facts>
        <Fact label={t('ministry')}>{project.ministry ?? t('notGiven')}</Fact>
        <Fact label={t('department')}>{project.department ?? t('notGiven')}</Fact>
        <Fact label={t('implementingAgency')}>{project.implementingAgency ?? t('notGiven')}</Fact>
        <Fact label={t('leadBy')}>{project.leadBy ?? t('notGiven')}</Fact>
        <Fact label={t('contractors')}>{project.contractors.length ? project.contractors.join(', ') : t('none')}</Fact>
      </Facts>

      {project.goals.length ? (
        <>
          <h3>{t('plannedGoals')}</h3>
          <ul>
            {project.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </>
      ) : null}
      {project.impact ? (
        <>
          <h3>{t('environmentImpact')}</h3>
          <p>{project.impact}</p>
        </>
      ) : null}

      <h3>{t('detailDocuments')}</h3>
      {project.documents.length ? (
        <Links>
          {project.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url}>{document.title}</a> {t('documentType', { type: documentTypeLabel(document.type) })}
            </li>
          ))}
        </Links>
      ) : (
        <p>{t('noDocuments')}</p>
      )}

      {project.funding ? <FundingOverview funding={{ ...project.funding, currency: budget.currency }} headingLevel={3} /> : null}
      {project.participation ? <ParticipationSection participation={project.participation} headingLevel={3} /> : null}

      <h3>{t('detailSource')}</h3>
      <p>
        {project.sourceUrl ? (
          <a href={project.sourceUrl} rel="noopener noreferrer">
            {t('sourceLink')}
          </a>
        ) : project.isSample ? (
          t('sourceSample')
        ) : (
          t('sourceMissing')
        )}
      </p>
      <p>
        <a href={shareUrl}>{t('shareLink')}</a>
      </p>
    </>
  );
}
