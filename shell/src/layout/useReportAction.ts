import { bus, useNavigate } from '@civic/shared';
import type { MouseEvent } from 'react';
import { loadRegistry } from '../remotes/registry';

export const REPORT_FALLBACK_PATH = '/contact-us';

/**
 * The top bar's report action. When the reporting section is live it opens its modal through the bus;
 * until then the citizen is taken to the contact page, where they can reach us directly.
 */
export function useReportAction() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    loadRegistry()
      .then((file) => {
        if (file.remotes.mfe_reporting) bus.emit({ type: 'open-report-modal' });
        else navigate(REPORT_FALLBACK_PATH);
      })
      .catch(() => navigate(REPORT_FALLBACK_PATH));
  };
}
