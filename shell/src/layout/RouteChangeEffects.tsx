import { useEffect, useRef } from 'react';
import { leaveFirstPaintPage, useLocation } from '@civic/shared';

/**
 * On navigation: scroll to the top and move focus to the main region, so keyboard and screen-reader
 * users start reading the new page instead of staying on the link they followed. A page the tab came in on
 * pre-rendered is not shown again as a loading state once the tab has left it.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    leaveFirstPaintPage(pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
