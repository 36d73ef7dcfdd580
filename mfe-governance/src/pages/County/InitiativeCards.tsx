import styled from 'styled-components';
import { Card, formatDate, Link } from '@civic/shared';
import type { EnvironmentalProject, PlannedInitiative } from '../../contracts';
import { money } from '../../components/describe';
import { useProjectHref } from '../../components/ProjectCard';
import { SampleLabel } from '../../components/SampleLabel';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '../../messages';

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A planned initiative: name, description, budget, expected completion, goals. */
function PlannedInitiativeCard({ initiative }: { initiative: PlannedInitiative }) {
  const href = useProjectHref(initiative.id);
  return (
    <Card>
      {initiative.isSample ? <SampleLabel /> : null}
      <h3>
        <Link to={href}>{initiative.name}</Link>
      </h3>
      <p>{initiative.description}</p>
      <dl>
        <dt>{t('plannedBudget')}</dt>
        <dd>{money(initiative.budget, initiative.currency)}</dd>
        <dt>{t('plannedCompletion')}</dt>
        <dd>{initiative.expectedCompletion ? formatDate(initiative.expectedCompletion) : t('notGiven')}</dd>
      </dl>
      {initiative.goals.length ? (
        <>
          <p>
            <strong>{t('plannedGoals')}</strong>
          </p>
          <ul>
            {initiative.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** An environmental project: name, description, status, start date, impact. */
function EnvironmentalProjectCard({ project }: { project: EnvironmentalProject }) {
  const href = useProjectHref(project.id);
  return (
    <Card>
      {project.isSample ? <SampleLabel /> : null}
      <StatusBadge status={project.status} />
      <h3>
        <Link to={href}>{project.name}</Link>
      </h3>
      <p>{project.description}</p>
      <dl>
        <dt>{t('environmentStart')}</dt>
        <dd>{project.startDate ? formatDate(project.startDate) : t('notGiven')}</dd>
        <dt>{t('environmentImpact')}</dt>
        <dd>{project.impact ?? t('notGiven')}</dd>
      </dl>
    </Card>
  );
}

export function PlannedInitiatives({ initiatives }: { initiatives: PlannedInitiative[] }) {
  if (!initiatives.length) return null;
  return (
    <section>
      <h2>{t('plannedTitle')}</h2>
      <p>{t('plannedIntro')}</p>
      <CardList>
        {initiatives.map((initiative) => (
          <li key={initiative.id}>
            <PlannedInitiativeCard initiative={initiative} />
          </li>
        ))}
      </CardList>
    </section>
  );
}

export function EnvironmentalProjects({ projects }: { projects: EnvironmentalProject[] }) {
  if (!projects.length) return null;
  return (
    <section>
      <h2>{t('environmentTitle')}</h2>
      <p>{t('environmentIntro')}</p>
      <CardList>
        {projects.map((project) => (
          <li key={project.id}>
            <EnvironmentalProjectCard project={project} />
          </li>
        ))}
      </CardList>
    </section>
  );
}
