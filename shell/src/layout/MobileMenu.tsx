import { useEffect, useEffectEvent, useRef } from 'react';
import styled from 'styled-components';
import { SiteLink } from './SiteLink';
import { useNavGroups } from './useNavGroups';
import { SearchForm } from './SearchForm';
import { AccountLinks } from './AccountLinks';
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

/** The full-screen menu of small screens: the same five groups as the desktop navigation, plus search and account. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const screen = useRef<HTMLDivElement>(null);
  const groups = useNavGroups();
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    screen.current?.querySelector<HTMLElement>('button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <Screen ref={screen} role="dialog" aria-modal="true" aria-label={t('mainNavigation')} id="mobile-menu">
      <TopRow>
        <strong>{t('mainNavigation')}</strong>
        <CloseButton type="button" onClick={onClose}>
          {t('menuClose')}
        </CloseButton>
      </TopRow>
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
