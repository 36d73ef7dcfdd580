import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage, Route, Routes } from '@civic/shared';
import { t } from './messages';

const Desk = lazy(() => import('./pages/Desk/Desk'));
const DeskCase = lazy(() => import('./pages/DeskCase/DeskCase'));

/**
 * The case desk owns everything under /desk (routes.json declares `/desk/*`), so its list and its cases are
 * one page there, each still its own chunk.
 */
function DeskPages() {
  return (
    <Routes>
      <Route index element={<Desk />} />
      <Route path="cases/:id" element={<DeskCase />} />
    </Routes>
  );
}

/** The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs. */
export const pages: Record<string, ComponentType> = {
  Complaints: lazy(() => import('./pages/Complaints/Complaints')),
  ComplaintTrack: lazy(() => import('./pages/ComplaintTrack/ComplaintTrack')),
  Whistleblower: lazy(() => import('./pages/Whistleblower/Whistleblower')),
  FollowUp: lazy(() => import('./pages/FollowUp/FollowUp')),
  Desk: DeskPages,
};

/** The exposed `./routes`: the reporting section's pages, as the release the shell read declares them, mounted at the root. */
export default function ReportingRoutes({ routes }: { routes: readonly RoutePage[] }) {
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
