import styled from 'styled-components';
import { Button, Container, EmptyState, formatDate, PageSection, Spinner, usePageTitle, PageHeader, Link, useSearchParams } from '@civic/shared';
import { listCases, type CaseFilters } from '../../api';
import { DeskAccess } from '../../components/DeskAccess';
import { t, useTranslations } from '../../messages/desk';
import { useDeskLoad } from '../../useDeskLoad';
import { DeskFilters, FILTER_NAMES, type FilterValues } from './DeskFilters';

const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** /desk: the staff list of reports and complaints. Filters live in the address, so a filtered view can be shared and reloaded. */
export default function Desk() {
  useTranslations();
  usePageTitle(t('deskTitle'));
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as FilterValues;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Past the first page, the address holds the cursor the page starts after (or ends before), as the API gave it.
  const query: CaseFilters = { ...filters, page, after: params.get('after') ?? '', before: params.get('before') ?? '' };
  const { state, retry } = useDeskLoad(params.toString(), (signal) => listCases(query, signal));

  function apply(values: FilterValues) {
    setParams(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')));
  }

  function goTo(next: number, how: 'after' | 'before', cursor: string) {
    const copy = new URLSearchParams(params);
    for (const name of ['page', 'after', 'before']) copy.delete(name);
    if (next > 1) {
      copy.set('page', String(next));
      copy.set(how, cursor);
    }
    setParams(copy);
  }

  return (
    <>
      <PageHeader title={t('deskTitle')} intro={t('deskIntro')} />
      <PageSection>
        <Container>
          {state.status === 'failed' && (state.httpStatus === 401 || state.httpStatus === 403) ? null : <DeskFilters key={params.toString()} initial={filters} onApply={apply} />}
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <DeskAccess status={state.httpStatus} secondFactor={state.secondFactor} failedTitle={t('deskLoadFailed')} onRetry={retry} /> : null}
          {/* The results' own heading, so that the empty state's h3 does not follow the page's h1 directly. */}
          {state.status === 'loaded' ? <h2>{t('deskResults')}</h2> : null}
          {state.status === 'loaded' && state.data.cases.length === 0 ? <EmptyState title={t('deskEmpty')} /> : null}
          {state.status === 'loaded' && state.data.cases.length > 0 ? (
            <>
              <p role="status">{state.data.total === 1 ? t('deskCountOne') : t('deskCount', { total: state.data.total })}</p>
              <TableWrap>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('deskColCase')}</th>
                      <th scope="col">{t('deskColStatus')}</th>
                      <th scope="col">{t('deskColCounty')}</th>
                      <th scope="col">{t('deskColSubmitted')}</th>
                      <th scope="col">{t('deskColAssigned')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.data.cases.map((item) => (
                      <tr key={item.id}>
                        <td>
                          <Link to={`/desk/cases/${encodeURIComponent(item.id)}`}>{item.title}</Link>
                          <div>
                            {item.kind === 'corruption' ? t('deskTypeCorruption') : t('deskTypeComplaint')}
                            {item.reference ? ` · ${item.reference}` : ''}
                            {item.isAnonymous ? ` · ${t('deskAnonymous')}` : ''}
                          </div>
                        </td>
                        <td>{item.statusLabel}</td>
                        <td>{item.county ?? '—'}</td>
                        <td>{formatDate(item.submittedAt)}</td>
                        <td>{item.assignedTo?.fullName ?? t('deskUnassigned')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pager aria-label={t('deskPagination')}>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={state.data.page <= 1 || !state.data.previous}
                  onClick={() => goTo(state.data.page - 1, 'before', state.data.previous!)}
                >
                  {t('deskPrevious')}
                </Button>
                <span>{t('deskPage', { page: state.data.page, pages: Math.max(1, Math.ceil(state.data.total / state.data.pageSize)) })}</span>
                <Button type="button" $variant="secondary" disabled={!state.data.next} onClick={() => goTo(state.data.page + 1, 'after', state.data.next!)}>
                  {t('deskNext')}
                </Button>
              </Pager>
            </>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
