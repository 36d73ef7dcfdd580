import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, formatNumber, TextField, type FaqEntry, counted } from '@civic/shared';
import { t } from '../../messages';
import { FaqItem } from './FaqItem';
import { groupFaq, searchFaq } from './groupFaq';

const Search = styled.div`
  max-width: 32rem;
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.35rem;
  }
`;

/** The searchable accordion, grouped by category. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const [search, setSearch] = useState('');
  const baseId = useId();
  const shown = useMemo(() => searchFaq(entries, search), [entries, search]);
  const groups = useMemo(() => groupFaq(shown), [shown]);

  return (
    <>
      <Search role="search" aria-label={t('faqSearchLabel')}>
        <TextField type="search" label={t('faqSearchLabel')} hint={t('faqSearchHint')} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Search>
      <Count role="status">{t('faqCount', { count: formatNumber(shown.length), total: t('faqQuestions', counted(entries.length)) })}</Count>
      {groups.length === 0 ? (
        <EmptyState headingLevel={2} title={t('faqEmpty')} action={{ label: t('faqClearSearch'), onClick: () => setSearch('') }}>
          <p>{t('faqEmptyHint')}</p>
        </EmptyState>
      ) : (
        groups.map((group, index) => (
          <Group key={group.category} aria-labelledby={`${baseId}-group-${index}`}>
            <h2 id={`${baseId}-group-${index}`}>{group.label}</h2>
            {group.entries.map((entry) => (
              <FaqItem key={entry.id} entry={entry} />
            ))}
          </Group>
        ))
      )}
    </>
  );
}
