import styled from 'styled-components';
import { Button } from '@civic/shared';
import { t } from '../../messages';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  margin: ${({ theme }) => theme.space(6)} 0;
`;

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('pagination')}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previousPage')}
      </Button>
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('nextPage')}
      </Button>
    </Nav>
  );
}
