import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, useSession } from '@civic/shared';
import { TopBar } from './TopBar';
import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import { SearchForm } from './SearchForm';
import { AccountMenu } from './AccountMenu';
import { MobileMenu } from './MobileMenu';
import { useDismissToButton } from './useDismiss';
import { t } from '../messages';

/**
 * The bell and what it needs (the list, the live socket, the messages' texts) are only for someone signed in,
 * so they are a chunk of their own (`signed-in`) that a visitor never fetches. A signed-in page names it among
 * its preloads (the server knows who is signed in when it sends the page), so it arrives with the rest.
 */
const NotificationBell = lazy(() => import(/* webpackChunkName: "signed-in" */ '../notifications/NotificationBell').then((module) => ({ default: module.NotificationBell })));

/** The bell's room while its chunk arrives, so nothing in the row moves when it comes. */
const BellRoom = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;

/** Positioned (sticky), so on phones the notification panel is placed against it, across the screen's width. */
const Bar = styled.header`
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  z-index: 100;
`;

/**
 * One line at every width: nothing in it wraps, and below the small breakpoint the spacing is tighter so the
 * mark, the bell, search and Menu fit a 320 px screen.
 */
const Row = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
  ${media.sm} {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** The only part of the row that may shrink: the account button's first name gives way before anything wraps. */
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const IconButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
  ${media.sm} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

const DesktopOnly = styled.div`
  display: none;
  min-width: 0;
  ${media.lg} {
    display: block;
  }
`;

const MobileOnly = styled.div`
  ${media.lg} {
    display: none;
  }
`;

const SearchRow = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(3)}`};
`;

export function Header() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useSession();
  const bar = useRef<HTMLElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismissToButton(
    searchOpen,
    bar,
    searchToggle,
    useCallback(() => setSearchOpen(false), []),
  );

  return (
    <>
      <TopBar />
      <Bar ref={bar}>
        <Row>
          <Brand />
          <DesktopNav />
          <Actions>
            {user ? (
              <Suspense fallback={<BellRoom />}>
                <NotificationBell user={user} />
              </Suspense>
            ) : null}
            <IconButton ref={searchToggle} type="button" aria-expanded={searchOpen} aria-controls="site-search" onClick={() => setSearchOpen((open) => !open)}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
                <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t('searchToggle')}</span>
            </IconButton>
            <DesktopOnly>
              <AccountMenu />
            </DesktopOnly>
            <MobileOnly>
              <IconButton ref={menuButton} type="button" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
                {t('menuOpen')}
              </IconButton>
            </MobileOnly>
          </Actions>
        </Row>
        {searchOpen ? (
          <SearchRow id="site-search">
            <SearchForm focusOnOpen onSearched={() => setSearchOpen(false)} />
          </SearchRow>
        ) : null}
      </Bar>
      {menuOpen ? <MobileMenu opener={menuButton} onClose={() => setMenuOpen(false)} /> : null}
    </>
  );
}
