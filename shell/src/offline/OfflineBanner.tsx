import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { formatDate, formatTime12h, useLocation } from '@civic/shared';
import { t } from '../messages';
import { SiteLink } from '../layout/SiteLink';
import { savedCopyOf } from './policy';
import { SAVED_ON_PHONE_PATH } from './path';

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.dark};
  color: #fff;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  text-align: center;
  a {
    color: #fff;
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection (it can be wrong the other way: online, yet nothing answers). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
const when = (date: Date) => `${formatDate(date)}, ${formatTime12h(`${pad(date.getHours())}:${pad(date.getMinutes())}`)}`;

/**
 * Says that what is on screen is not live: the page was given from this phone's copy (the service worker
 * marks it), or the connection has gone while reading. The date is when the copy was saved, or when this page
 * was loaded.
 */
export function OfflineBanner() {
  const { pathname } = useLocation();
  const [start] = useState(() => ({ pathname, savedCopy: savedCopyOf(document), loadedAt: new Date() }));
  const online = useOnline();
  const savedCopyShown = start.savedCopy !== null && pathname === start.pathname;
  if (online && !savedCopyShown) return null;
  return (
    <Banner role="status">
      {t('offlineBanner', { date: when(savedCopyShown ? start.savedCopy! : start.loadedAt) })}
      {pathname !== SAVED_ON_PHONE_PATH && <SiteLink to={SAVED_ON_PHONE_PATH}>{t('offlineBannerLink')}</SiteLink>}
    </Banner>
  );
}
