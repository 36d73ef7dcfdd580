import { Link } from '@civic/shared';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    font-weight: 600;
  }
`;

/** A row of links to other pages, each big enough to tap. */
export function LinkList({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </List>
  );
}
