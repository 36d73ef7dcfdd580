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

/**
 * Previous and next, and which page of how many this is (`pages` null when the count is not known); each
 * button is off when there is no page that way.
 */
export function Pagination({ page, pages, onPrevious, onNext }: { page: number; pages: number | null; onPrevious: (() => void) | null; onNext: (() => void) | null }) {
  if (pages !== null && pages <= 1 && !onPrevious && !onNext) return null;
  return (
    <Nav aria-label={t('pagination')}>
      <Button type="button" $variant="secondary" disabled={!onPrevious} onClick={() => onPrevious?.()}>
        {t('previousPage')}
      </Button>
      <span aria-current="page">{pages === null ? t('pageOnly', { page }) : t('pageOf', { page: Math.min(page, pages), pages })}</span>
      <Button type="button" $variant="secondary" disabled={!onNext} onClick={() => onNext?.()}>
        {t('nextPage')}
      </Button>
    </Nav>
  );
}
