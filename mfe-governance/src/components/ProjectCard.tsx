import styled from 'styled-components';
import { Card, formatDate, Link, useLocation } from '@civic/shared';
import type { Project } from '../contracts';
import { t } from '../messages';
import { priorityLabel, sectorLabel } from '../vocabulary';
import { money, placeOf } from './describe';
import { ProgressBar } from './ProgressBar';
import { SampleLabel } from './SampleLabel';
import { StatusBadge } from './StatusBadge';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const TitleLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} 0;
`;

/** The address of this page with `?project=<id>` added: opening a project keeps the filters, and can be shared. */
export function useProjectHref(id: string): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('project', id);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * A project in a list: status badge, progress bar, where it is and its money; the title opens the detail. The
 * title is a level-2 heading, right under the page's title, unless the list sits under a heading of its own.
 */
export function ProjectCard({ project, headingLevel = 2 }: { project: Project; headingLevel?: 2 | 3 | 4 }) {
  const href = useProjectHref(project.id);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  return (
    <Card>
      <Badges>
        <StatusBadge status={project.status} />
        {project.isSample ? <SampleLabel /> : null}
      </Badges>
      <Heading>
        <TitleLink to={href}>{project.title}</TitleLink>
      </Heading>
      <Muted>
        {sectorLabel(project.category, project.categoryLabel)} · {t('cardPriority', { priority: priorityLabel(project.priority) })}
      </Muted>
      <p>{placeOf(project)}</p>
      <ProgressBar percent={project.progress} status={project.status} />
      <p>{t('budgetLine', { allocated: money(project.budget.allocated, project.budget.currency), spent: money(project.budget.spent, project.budget.currency) })}</p>
      <Muted>{t('cardUpdated', { date: formatDate(project.timeline.lastUpdate) })}</Muted>
    </Card>
  );
}
