import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatRelativeTime, media, type SessionUser } from '@civic/shared';
import { useNotifications } from './useNotifications';
import { MessageText } from './messageText';
import { useDismissToButton } from '../layout/useDismiss';
import { t } from '../messages';

/**
 * On phones the bell sits well inside the screen, so a panel hung from it would run off the left edge. There the
 * wrapper is not positioned and the panel is placed against the header (the sticky banner) across the screen's
 * width; from the medium breakpoint it hangs from the bell.
 */
const Wrapper = styled.div`
  position: static;
  ${media.md} {
    position: relative;
  }
`;

const BellButton = styled.button`
  position: relative;
  min-height: 44px;
  min-width: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.35rem;
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  max-width: calc(100vw - ${({ theme }) => theme.space(4)});
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 200;
  ${media.md} {
    top: calc(100% + 6px);
    left: auto;
    right: 0;
    width: min(22rem, calc(100vw - 2rem));
  }
`;

const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colors.primaryDark};
    cursor: pointer;
    text-decoration: underline;
  }
`;

/** The list's height is capped; longer lists scroll inside the panel. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 20rem;
  overflow-y: auto;
`;

/**
 * The title is the button that marks the notification read; its overlay covers the whole item, so a click
 * anywhere on it still does, while the links in the text sit above the overlay and stay followable.
 */
const Item = styled.div<{ $unread: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primaryTint : '#fff')};
  overflow-wrap: anywhere;
  button {
    display: block;
    width: 100%;
    padding: 0;
    font: inherit;
    font-weight: 700;
    text-align: left;
    color: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
  button::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  button:focus-visible {
    outline: none;
  }
  button:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  p {
    margin: 0;
  }
  a {
    position: relative;
    z-index: 1;
  }
  > time {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The header's bell: unread badge, and a dropdown of notifications; clicking one marks it read. */
export function NotificationBell({ user }: { user: SessionUser }) {
  const { items, unreadCount, markRead, markAllRead } = useNotifications(user);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const bell = useRef<HTMLButtonElement>(null);
  useDismissToButton(
    open,
    root,
    bell,
    useCallback(() => setOpen(false), []),
  );

  const label = unreadCount > 0 ? t('notificationsUnread', { count: unreadCount }) : t('notifications');

  return (
    <Wrapper ref={root}>
      <BellButton ref={bell} type="button" aria-expanded={open} aria-controls="notifications-panel" aria-label={label} onClick={() => setOpen((shown) => !shown)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
            fill="currentColor"
          />
        </svg>
        {unreadCount > 0 ? <Badge aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</Badge> : null}
      </BellButton>
      {open ? (
        <Panel id="notifications-panel" role="region" aria-label={t('notifications')}>
          <PanelHead>
            <h2>{t('notifications')}</h2>
            {unreadCount > 0 ? (
              <button type="button" onClick={markAllRead}>
                {t('markAllRead')}
              </button>
            ) : null}
          </PanelHead>
          {items.length === 0 ? (
            <Empty>{t('noNotifications')}</Empty>
          ) : (
            <List>
              {items.map((item) => (
                <li key={item.id}>
                  <Item $unread={!item.isRead}>
                    <button type="button" onClick={() => markRead(item.id)} aria-describedby={`notification-${item.id}-text notification-${item.id}-time`}>
                      {item.isRead ? null : <span className="visually-hidden">{t('unread')} </span>}
                      {item.title}
                    </button>
                    <p id={`notification-${item.id}-text`}>
                      <MessageText
                        text={item.message}
                        onFollow={() => {
                          markRead(item.id);
                          setOpen(false);
                        }}
                      />
                    </p>
                    <time id={`notification-${item.id}-time`} dateTime={item.createdAt}>
                      {formatRelativeTime(item.createdAt)}
                    </time>
                  </Item>
                </li>
              ))}
            </List>
          )}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
