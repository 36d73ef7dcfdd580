import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, formatNumber, Notice, Spinner, useLoad, useSearchParams, useLowData } from '@civic/shared';
import { fetchCounties, withQuery } from '../../api';
import type { ProjectOptions, ProjectPage } from '../../contracts';
import { t } from '../../messages';
import { DownloadLinks } from '../DownloadLinks';
import { ProjectCard } from '../ProjectCard';
import { ProjectFromUrl } from '../ProjectFromUrl';
import { useApiGet } from '../useApiGet';
import { filterValues, FILTER_NAMES, hasFilters, PAGE_PARAMS, readFinderQuery, resetFilters, type FilterName, type FinderConfig } from './finderQuery';
import { Pagination } from './Pagination';
import { ProjectFilters } from './ProjectFilters';

export const PAGE_SIZE = 12;
/** A page of projects in low-data mode. */
export const LOW_DATA_PAGE_SIZE = 6;

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
  > li > article {
    height: 100%;
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  &:focus {
    outline: none;
  }
`;

function countText(page: ProjectPage, from: number): string {
  if (!page.total || !page.projects.length) return t('projectsCountNone');
  if (page.total === 1) return t('projectsCountOne');
  return t(page.totalExact === false ? 'projectsCountMore' : 'projectsCount', { from, to: from + page.projects.length - 1, total: formatNumber(page.total) });
}

/**
 * Search, filters, the project cards and pagination, all asked of the API (10,000 projects are never sent
 * to the browser), with the detail dialog opened from the address.
 */
export function ProjectFinder({ config }: { config: FinderConfig }) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readFinderQuery(params), [params]);
  const filters = filterValues(query, config);
  const { on: lowData } = useLowData();
  const listUrl = withQuery('/api/projects/', {
    ...filters,
    page: query.page > 1 ? query.page : undefined,
    after: query.after,
    before: query.before,
    pageSize: lowData ? LOW_DATA_PAGE_SIZE : PAGE_SIZE,
  });
  const { state, retry } = useApiGet<ProjectPage>(listUrl);
  // The options count what each choice would show on this page: its stage and the other filters set.
  const optionsState = useApiGet<ProjectOptions>(withQuery('/api/projects/options/', filters)).state;
  // The last counts stay while new ones load, so the choices do not blink at every change.
  const [options, setOptions] = useState<ProjectOptions | null>(null);
  if (optionsState.status === 'loaded' && optionsState.data !== options) setOptions(optionsState.data);
  const counties = useLoad(fetchCounties).state;
  const countRef = useRef<HTMLParagraphElement>(null);

  const onChange = useCallback(
    (changes: Partial<Record<FilterName, string>>, how: { replace: boolean } = { replace: false }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          for (const name of PAGE_PARAMS) next.delete(name);
          return next;
        },
        { replace: how.replace },
      );
    },
    [setParams],
  );

  // A filter the address holds but cannot mean anything (category=nonsense) was reset: take it out of the address too.
  useEffect(() => {
    const reset = resetFilters(params, query);
    if (reset.length) onChange(Object.fromEntries(reset.map((name) => [name, ''])), { replace: true });
  }, [params, query, onChange]);

  const clearFilters = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of [...FILTER_NAMES, ...PAGE_PARAMS]) next.delete(name);
      return next;
    });

  /** Opens the page `number`, starting after the cursor (`after`) or ending before it (`before`); page 1 needs neither. */
  const goToPage = (number: number, how: 'after' | 'before', cursor: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of PAGE_PARAMS) next.delete(name);
      if (number > 1) {
        next.set('page', String(number));
        next.set(how, cursor);
      }
      return next;
    });
    countRef.current?.focus();
    countRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const page = state.status === 'loaded' ? state.data : null;
  // A broad search is counted only so far (`totalExact` false): how many pages it has is not known.
  const pages = !page ? 1 : page.totalExact === false ? null : Math.max(1, Math.ceil(page.total / page.pageSize));
  const from = page && page.projects.length ? (page.page - 1) * page.pageSize + 1 : 0;

  return (
    <>
      <ProjectFilters config={config} query={query} options={options} counties={counties.status === 'loaded' ? counties.data : []} onChange={onChange} />
      <DownloadLinks path="/api/projects/" query={filters} what={t('projectsDownload')} />
      <Count ref={countRef} tabIndex={-1} role="status">
        {page ? countText(page, from) : ''}
      </Count>
      {state.status === 'loading' ? <Spinner label={t('projectsLoading')} /> : null}
      {/* A refused filter (a county that does not exist) will be refused again: the way out is to clear it, not to retry. */}
      {state.status === 'failed' && state.error.status === 400 ? (
        <ErrorState title={t('loadFailedTitle')} onRetry={clearFilters} retryLabel={t('clearFilters')}>
          <p>{state.error.message}</p>
        </ErrorState>
      ) : null}
      {state.status === 'failed' && state.error.status !== 400 ? (
        <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
          <p>{t('projectsFailed')}</p>
        </ErrorState>
      ) : null}
      {page && page.projects.length === 0 ? (
        <EmptyState
          title={t('projectsEmpty')}
          action={hasFilters(query) || query.page > 1 || query.after || query.before ? { label: t('clearFilters'), onClick: clearFilters } : undefined}
        >
          <p>{t('projectsEmptyHint')}</p>
        </EmptyState>
      ) : null}
      {page && page.projects.length ? (
        <>
          {page.projects.some((project) => project.isSample) ? (
            <Notice tone="info">
              <p>{t('sampleListNotice')}</p>
            </Notice>
          ) : null}
          <CardList>
            {page.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </CardList>
          <Pagination
            page={page.page}
            pages={pages}
            onPrevious={page.previous && page.page > 1 ? () => goToPage(page.page - 1, 'before', page.previous!) : null}
            onNext={page.next ? () => goToPage(page.page + 1, 'after', page.next!) : null}
          />
        </>
      ) : null}
      <ProjectFromUrl />
    </>
  );
}
