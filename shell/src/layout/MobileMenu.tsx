import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { SiteLink } from './SiteLink';
import { useNavGroups } from './useNavGroups';
import { SearchForm } from './SearchForm';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { LowDataSwitch } from './LowDataSwitch';
import { t } from '../messages';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  background: #fff;
  z-index: 900;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const CloseButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
`;

const Group = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    font-weight: 700;
    padding: ${({ theme }) => theme.space(3)} 0;
    cursor: pointer;
    min-height: 44px;
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-decoration: none;
    min-height: 44px;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `root`, in order: the visible, enabled controls (links inside a closed group are not). */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('details:not([open]) > :not(summary)'));
}

/** The page's language and low-data mode, side by side above the search. */
const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/**
 * The full-screen menu of small screens: the same five groups as the desktop navigation, plus search and account.
 * A modal dialog: Tab and Shift+Tab stay inside it, and closing it (Escape, "Close menu" or a link) puts focus
 * back on the Menu button that opened it.
 */
export function MobileMenu({ onClose, opener }: { onClose: () => void; opener?: RefObject<HTMLElement | null> }) {
  const screen = useRef<HTMLDivElement>(null);
  const groups = useNavGroups();
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    screen.current?.querySelector<HTMLElement>('button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const returnTo = opener?.current ?? null;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab' || !screen.current) return;
      const stops = focusables(screen.current);
      const first = stops.at(0);
      const last = stops.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && screen.current.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      // A link that navigated moves focus to the new page's heading itself; otherwise back to the Menu button.
      if (returnTo && (document.activeElement === document.body || document.activeElement === null || !document.contains(document.activeElement))) {
        returnTo.focus();
      }
    };
  }, [opener]);

  return (
    <Screen ref={screen} role="dialog" aria-modal="true" aria-label={t('mainNavigation')} id="mobile-menu">
      <TopRow>
        <strong>{t('mainNavigation')}</strong>
        <CloseButton type="button" onClick={onClose}>
          {t('menuClose')}
        </CloseButton>
      </TopRow>
      <Settings>
        <LanguageSwitch />
        <LowDataSwitch />
      </Settings>
      <SearchForm onSearched={onClose} />
      <nav aria-label={t('mainNavigation')}>
        {groups.map((group) => (
          <Group key={group.id}>
            <summary>{group.label}</summary>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} onClick={onClose}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      </nav>
      <AccountLinks onNavigate={onClose} />
    </Screen>
  );
}
