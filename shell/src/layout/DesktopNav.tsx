import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, useLocation } from '@civic/shared';
import { SiteLink } from './SiteLink';
import { useNavGroups } from './useNavGroups';
import { useCloseOnNavigation, useDismiss } from './useDismiss';
import { t } from '../messages';

const Nav = styled.nav`
  display: none;
  flex: none;
  ${media.lg} {
    display: block;
  }
`;

const GroupList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Group = styled.li`
  position: relative;
`;

/** A label and its chevron stay on one line; the tighter side padding leaves the account button room at 1024 px. */
const GroupButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
  &::after {
    content: ' ▾';
    font-size: 0.8em;
  }
`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 16rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(2)};
  z-index: 50;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover,
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryTint};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/**
 * Disclosure navigation: each group opens on click or Enter, closes on Escape, outside click or navigation.
 * The entries are the pages the live releases declare (the registry); a group nobody fills is left out.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<string | null>(null);
  const { pathname } = useLocation();
  const root = useRef<HTMLElement>(null);
  const groups = useNavGroups();

  useCloseOnNavigation(() => setOpen(null));
  useDismiss(
    open !== null,
    root,
    useCallback(
      (reason: 'outside' | 'escape') => {
        const button = reason === 'escape' ? root.current?.querySelector<HTMLButtonElement>(`[aria-controls="nav-${open}"]`) : null;
        setOpen(null);
        button?.focus();
      },
      [open],
    ),
  );

  return (
    <Nav ref={root} aria-label={t('mainNavigation')}>
      <GroupList>
        {groups.map((group) => (
          <Group
            key={group.id}
            // Tabbing past a group's last link (to the next group, say) closes it: an open list must not cover
            // what is focused next.
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen((current) => (current === group.id ? null : current));
            }}
          >
            <GroupButton type="button" aria-expanded={open === group.id} aria-controls={`nav-${group.id}`} onClick={() => setOpen(open === group.id ? null : group.id)}>
              {group.label}
            </GroupButton>
            <Dropdown id={`nav-${group.id}`} hidden={open !== group.id}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </Dropdown>
          </Group>
        ))}
      </GroupList>
    </Nav>
  );
}
