import { site, Link } from '@civic/shared';
import styled from 'styled-components';

/**
 * The name never wraps ("Uwazi / Hub"). Below 360 px only the mark shows (the link keeps its accessible name),
 * so the signed-in header (bell, search, Menu) still fits a 320 px screen on one line.
 */
const Home = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 800;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  white-space: nowrap;
  min-height: 44px;
  @media (max-width: 22.49em) {
    span {
      display: none;
    }
  }
`;

/** The site's mark: an open eye over a shield — watching over public resources. */
export function Brand() {
  return (
    <Home to="/" aria-label={`${site.name} — home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2z" fill="#0b6b4b" />
        <path d="M8 16c2.2-3.4 5-5 8-5s5.8 1.6 8 5c-2.2 3.4-5 5-8 5s-5.8-1.6-8-5z" fill="#fff" />
        <circle cx="16" cy="16" r="3" fill="#b3261e" />
      </svg>
      <span>{site.name}</span>
    </Home>
  );
}
