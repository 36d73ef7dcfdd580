import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, formatNumber, TextField, type PublicationCategory, type PublicationResource, ToggleButton, counted } from '@civic/shared';
import { t } from '../../messages';
import { findPublications, publicationCategories } from './findPublications';
import { PublicationCard } from './PublicationCard';

const Search = styled.div`
  max-width: 32rem;
`;

const Categories = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const CategoriesLabel = styled.p`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** Search and category filters over the loaded publications. */
export function PublicationFinder({ publications }: { publications: PublicationResource[] }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<PublicationCategory | null>(null);
  const shown = useMemo(() => findPublications(publications, search, category), [publications, search, category]);

  function clearAll() {
    setSearch('');
    setCategory(null);
  }

  return (
    <>
      <Search role="search" aria-label={t('publicationsSearchLabel')}>
        <TextField type="search" label={t('publicationsSearchLabel')} hint={t('publicationsSearchHint')} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Search>
      <CategoriesLabel id="publication-categories">{t('publicationsCategories')}</CategoriesLabel>
      <Categories role="group" aria-labelledby="publication-categories">
        {publicationCategories().map((option) => (
          <ToggleButton
            key={option.value}
            pressed={category === option.value}
            // Clicking the active category again clears it.
            onClick={() => setCategory((current) => (current === option.value ? null : option.value))}
          >
            {option.label}
          </ToggleButton>
        ))}
      </Categories>
      <h2>{t('publicationsListTitle')}</h2>
      <Count role="status">{t('publicationsCount', { count: formatNumber(shown.length), total: t('publicationsResources', counted(publications.length)) })}</Count>
      {shown.length === 0 ? (
        <EmptyState title={t('publicationsEmpty')} action={{ label: t('publicationsClear'), onClick: clearAll }}>
          <p>{t('publicationsEmptyHint')}</p>
        </EmptyState>
      ) : (
        <Cards>
          {shown.map((publication) => (
            <li key={publication.id}>
              <PublicationCard publication={publication} />
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}
