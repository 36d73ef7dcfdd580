import { useSyncExternalStore, type ReactNode } from 'react';

const unchanging = () => () => undefined;

/**
 * What only the page's scripts show: left out of the page as its build renders it ahead (see
 * docs/architecture.md, "A section's page in the page itself"), shown from the section's own first render on.
 * For a form on a page that otherwise stands in for itself: text typed into markup the scripts then replace
 * would be lost, so until the scripts run there is no field to type into.
 */
export function AfterScripts({ children }: { children: ReactNode }) {
  // The build's renderer takes the server's answer (false); a browser takes the client's (true).
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return scripted ? children : null;
}
