import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage, Route, Routes } from '@civic/shared';
import { t, useTranslations } from './messages';

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

/**
 * The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs.
 * A chunk is named `page-<name>`: the server finds it in the release's manifest and has the page preload it.
 */
export const pages: Record<string, ComponentType> = {
  Complaints: lazy(() => import(/* webpackChunkName: "page-Complaints" */ './pages/Complaints/Complaints')),
  ComplaintTrack: lazy(() => import(/* webpackChunkName: "page-ComplaintTrack" */ './pages/ComplaintTrack/ComplaintTrack')),
  Whistleblower: lazy(() => import(/* webpackChunkName: "page-Whistleblower" */ './pages/Whistleblower/Whistleblower')),
  FollowUp: lazy(() => import(/* webpackChunkName: "page-FollowUp" */ './pages/FollowUp/FollowUp')),
  Desk: DeskPages,
};

/** The exposed `./routes`: the reporting section's pages, as the release the shell read declares them, mounted at the root. */
export default function ReportingRoutes({ routes }: { routes: readonly RoutePage[] }) {
  useTranslations();
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
