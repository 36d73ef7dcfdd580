import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  formatNumber,
  PageSection,
  Spinner,
  TextField,
  usePageTitle,
  PageHeader,
  useFollowedState,
  Link,
  useNavigate,
  useSearchParams,
  useLowData,
} from '@civic/shared';
import { withQuery } from '../../api';
import type { SearchGroup, SearchResponse } from '../../contracts';
import { SampleLabel } from '../../components/SampleLabel';
import { useApiGet } from '../../components/useApiGet';
import { t } from '../../messages';
import { badgeLabel, searchKindLabel } from '../../vocabulary';

/** Results per group on the overview, and when one group is shown whole. */
const OVERVIEW_LIMIT = 5;
const GROUP_LIMIT = 50;
/** Shorter lists in low-data mode. */
const LOW_DATA_OVERVIEW_LIMIT = 3;
const LOW_DATA_GROUP_LIMIT = 20;

/** The search box (the shared text field, with its label and any error tied to it), then its button. */
const Form = styled.form`
  display: grid;
  justify-items: start;
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space(4)};
  > div {
    width: 100%;
  }
`;

const Results = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
  h3 a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  p {
    margin: 0;
  }
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** A group's count as said: "1,000", or "more than 1,000" when a broad search was counted only so far. */
function countOf(group: SearchGroup): string {
  return group.countExact === false ? t('searchMoreThan', { count: formatNumber(group.count) }) : formatNumber(group.count);
}

function ResultGroup({ group, query, whole }: { group: SearchGroup; query: string; whole: boolean }) {
  const label = searchKindLabel(group.label);
  return (
    <Group aria-labelledby={`results-${group.kind}`}>
      <h2 id={`results-${group.kind}`}>{t('searchGroup', { label, count: countOf(group) })}</h2>
      <Results>
        {group.results.map((result) => (
          <li key={`${result.url}-${result.title}`}>
            <h3>
              <Link to={result.url}>{result.title}</Link>
              {result.badge ? <SampleLabel text={badgeLabel(result.badge)} /> : null}
            </h3>
            <p>{result.snippet}</p>
          </li>
        ))}
      </Results>
      {whole ? (
        group.count > group.results.length ? (
          <p>{t('searchShowingOf', { shown: group.results.length, count: countOf(group) })}</p>
        ) : null
      ) : group.count > group.results.length ? (
        <Link to={withQuery('/search-results', { q: query, kind: group.kind })}>
          {group.countExact === false ? t('searchShowMore', { label: label.toLowerCase() }) : t('searchShowAll', { count: formatNumber(group.count), label: label.toLowerCase() })}
        </Link>
      ) : null}
    </Group>
  );
}

/** The search box; `problem` is what the site said of the words searched for, when it refused them. */
function SearchAgain({ query, problem }: { query: string; problem: string | undefined }) {
  const [term, setTerm] = useFollowedState(query);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = term.trim();
    if (next) navigate(withQuery('/search-results', { q: next }));
  };
  return (
    <Form role="search" aria-label={t('searchAgain')} onSubmit={submit}>
      <TextField label={t('searchAgain')} type="search" value={term} onChange={(event) => setTerm(event.target.value)} enterKeyHint="search" error={problem} />
      <Button type="submit">{t('searchSubmit')}</Button>
    </Form>
  );
}

/**
 * Where the search box will be, until the scripts bring it: where the box starts and as tall as it is (its label,
 * field and button), so the results do not move down when it comes.
 */
const BoxAhead = styled.div`
  min-height: 8.35rem;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * /search-results?q=: one search across the site, grouped by kind with the number found in each. Rendered ahead
 * by the section's build (`firstPaint`), it shows the heading and what the search covers, and says that the box
 * and the results are coming: it has no field to type into before the scripts run, and searches for nothing.
 */
export default function SearchResults({ firstPaint = false }: { firstPaint?: boolean }) {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const kind = params.get('kind') ?? '';
  const { on: lowData } = useLowData();
  usePageTitle(query ? `${t('searchTitle')}: ${query}` : t('searchTitle'));
  const url =
    query && !firstPaint
      ? withQuery('/api/search/', { q: query, kind, limit: kind ? (lowData ? LOW_DATA_GROUP_LIMIT : GROUP_LIMIT) : lowData ? LOW_DATA_OVERVIEW_LIMIT : OVERVIEW_LIMIT })
      : null;
  const { state, retry } = useApiGet<SearchResponse>(url);
  const total = state.status === 'loaded' ? state.data.groups.reduce((n, group) => n + group.count, 0) : 0;
  const counted = state.status === 'loaded' && state.data.groups.some((group) => group.countExact === false);
  // The site refused the words themselves (too short, too long): said at the box, where they can be changed,
  // not as a failure that trying again cannot mend.
  const refused = state.status === 'failed' && state.error.status === 400 ? state.error.message : undefined;

  return (
    <>
      <PageHeader title={t('searchTitle')} intro={t('searchIntro')}>
        {firstPaint ? (
          <BoxAhead>
            <p>{t('searchBoxLoading')}</p>
          </BoxAhead>
        ) : (
          <SearchAgain query={query} problem={refused} />
        )}
      </PageHeader>
      <PageSection>
        <Container>
          {!query && !firstPaint ? (
            <EmptyState title={t('searchPrompt')}>
              <p>{t('searchPromptText')}</p>
            </EmptyState>
          ) : null}
          {firstPaint || state.status === 'loading' ? <Spinner label={t('searchLoading')} /> : null}
          {state.status === 'failed' && !refused ? (
            <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
              <p>{t('searchFailed')}</p>
            </ErrorState>
          ) : null}
          {state.status === 'loaded' && total === 0 ? (
            <EmptyState title={t('searchNone', { query })}>
              <p>{t('searchNoneText')}</p>
            </EmptyState>
          ) : null}
          {state.status === 'loaded' && total > 0 ? (
            <>
              <p role="status">
                {counted
                  ? t('searchSummaryMore', { count: formatNumber(total), query })
                  : total === 1
                    ? t('searchSummaryOne', { query })
                    : t('searchSummary', { count: formatNumber(total), query })}
              </p>
              {kind ? (
                <p>
                  <Link to={withQuery('/search-results', { q: query })}>{t('searchBackToAll')}</Link>
                </p>
              ) : null}
              {state.data.groups.map((group) => (
                <ResultGroup key={group.kind} group={group} query={query} whole={Boolean(kind)} />
              ))}
            </>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
