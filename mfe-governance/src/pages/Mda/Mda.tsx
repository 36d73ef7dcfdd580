import { useMemo } from 'react';
import styled from 'styled-components';
import { Container, EmptyState, PageSection, TextField, useLoad, usePageTitle, LoadState, PageHeader, useSearchParams, counted } from '@civic/shared';
import { fetchDirectory } from '../../api';
import type { MdaDirectory } from '../../contracts';
import { DownloadLinks } from '../../components/DownloadLinks';
import { t } from '../../messages';
import { MinistryList } from './MinistryList';
import { searchDirectory } from './searchDirectory';

const Credit = styled.p`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.95rem;
`;

const Search = styled.div`
  max-width: 36rem;
`;

function Directory({ directory }: { directory: MdaDirectory }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const shown = useMemo(() => searchDirectory(directory.ministries, query), [directory, query]);
  const departments = shown.flatMap((ministry) => ministry.departments);
  const agencies = departments.reduce((n, department) => n + department.agencies.length, 0);
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  return (
    <>
      <Search role="search" aria-label={t('mdaSearch')}>
        <TextField type="search" label={t('mdaSearch')} hint={t('mdaSearchHint')} value={query} onChange={(event) => setQuery(event.target.value)} />
      </Search>
      <DownloadLinks path="/api/mdas/" query={{ q: query.trim() }} what={t('mdaDownload')} />
      <p role="status">
        {t('mdaCount', {
          ministries: t('countMinistries', counted(shown.length)),
          departments: t('countDepartments', counted(departments.length)),
          agencies: t('countAgencies', counted(agencies)),
        })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t('mdaEmpty')} action={{ label: t('clearFilters'), onClick: () => setQuery('') }}>
          <p>{t('mdaEmptyHint')}</p>
        </EmptyState>
      ) : (
        <MinistryList key={query.trim() ? 'searching' : 'all'} ministries={shown} open={query.trim() !== ''} />
      )}
      <Credit>
        {t('mdaCredit', { credit: directory.credit, source: directory.source })}{' '}
        <a href={directory.licenceUrl} rel="noopener noreferrer">
          {t('mdaLicence')}: {directory.licence}
        </a>
      </Credit>
    </>
  );
}

/** /mda: ministries → departments → agencies, searchable, with the dataset's credit line (CC BY 4.0). */
export default function Mda() {
  usePageTitle(t('mdaTitle'));
  const { state, retry } = useLoad(fetchDirectory);
  return (
    <>
      <PageHeader title={t('mdaTitle')} intro={t('mdaIntro')} />
      <PageSection>
        <Container>
          <LoadState state={state} onRetry={retry} loadingLabel={t('mdaLoading')} failedTitle={t('loadFailedTitle')} failedText={t('mdaFailed')} retryLabel={t('tryAgain')}>
            {(data) => <Directory directory={data} />}
          </LoadState>
        </Container>
      </PageSection>
    </>
  );
}
