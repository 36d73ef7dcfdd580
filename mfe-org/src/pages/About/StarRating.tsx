import styled from 'styled-components';
import { t } from '../../messages';

const Stars = styled.span`
  font-size: 1.35rem;
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.warning};
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Filled and hollow stars differ in shape, not only colour; screen readers hear "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.min(5, Math.max(1, Math.round(rating)));
  return (
    <Stars role="img" aria-label={t('starsText', { rating: stars })}>
      {'★'.repeat(stars)}
      <Empty>{'☆'.repeat(5 - stars)}</Empty>
    </Stars>
  );
}
