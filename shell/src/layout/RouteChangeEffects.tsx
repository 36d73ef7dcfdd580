import { useEffect, useRef } from 'react';
import { useLocation } from '@civic/shared';

/**
 * On navigation: scroll to the top and move focus to the main region, so keyboard and screen-reader
 * users start reading the new page instead of staying on the link they followed.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
