import { useMemo } from 'react';
import styled from 'styled-components';
import { Container, EmptyState, PageSection, useLoad, usePageTitle, LoadState, PageHeader, useSearchParams } from '@civic/shared';
import { fetchCounties } from '../../api';
import type { County } from '../../contracts';
import { DownloadLinks } from '../../components/DownloadLinks';
import { t } from '../../messages';
import { CountyCard } from './CountyCard';
import { CountyControls } from './CountyControls';
import { findCounties, readCountyQuery, type CountyQuery } from './findCounties';

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
  > li > article {
    height: 100%;
  }
  /* A card the reader has not scrolled near is not laid out or painted until they do: on a phone, 3 of the 47
     are on screen, and laying out the rest was the longest task of the page's load. Each keeps a card's height
     (212 px on a phone) until then, and the size it had once shown, so the scroll bar does not jump. */
  > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 13.25rem;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

function CountyDirectory({ counties }: { counties: County[] }) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCountyQuery(params), [params]);
  const shown = useMemo(() => findCounties(counties, query), [counties, query]);

  // The filters live in the address, so a filtered list can be shared; typing replaces rather than piles up history.
  const update = (next: CountyQuery) => {
    const values = new URLSearchParams();
    if (next.search) values.set('q', next.search);
    if (next.region) values.set('region', next.region);
    if (next.sort !== 'name') values.set('sort', next.sort);
    setParams(values, { replace: next.search !== query.search });
  };

  return (
    <>
      <CountyControls query={query} onChange={update} />
      <DownloadLinks
        path="/api/counties/"
        query={{ region: query.region, sort: query.sort === 'name' ? undefined : query.sort, q: query.search.trim() }}
        what={t('countiesDownload')}
      />
      <p role="status">{t('countiesCount', { shown: shown.length, total: counties.length })}</p>
      {shown.length === 0 ? (
        <EmptyState title={t('countiesEmpty')} action={{ label: t('clearFilters'), onClick: () => update({ search: '', region: '', sort: query.sort }) }}>
          <p>{t('countiesEmptyHint')}</p>
        </EmptyState>
      ) : (
        <CardList>
          {shown.map((county) => (
            <li key={county.code}>
              <CountyCard county={county} />
            </li>
          ))}
        </CardList>
      )}
      <Muted>{t('censusCredit')}</Muted>
    </>
  );
}

/** /counties: the 47 counties with region filter, sorting and search. */
export default function Counties() {
  usePageTitle(t('countiesTitle'));
  const { state, retry } = useLoad(fetchCounties);
  return (
    <>
      <PageHeader title={t('countiesTitle')} intro={t('countiesIntro')} />
      <PageSection>
        <Container>
          <LoadState
            state={state}
            onRetry={retry}
            loadingLabel={t('countiesLoading')}
            failedTitle={t('loadFailedTitle')}
            failedText={t('countiesFailed')}
            retryLabel={t('tryAgain')}
          >
            {(data) => <CountyDirectory counties={data} />}
          </LoadState>
        </Container>
      </PageSection>
    </>
  );
}
