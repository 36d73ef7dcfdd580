import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t, useTranslations } from './messages';

/**
 * The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs.
 * A chunk is named `page-<name>`: the server finds it in the release's manifest and has the page preload it.
 */
export const pages: Record<string, ComponentType> = {
  Counties: lazy(() => import(/* webpackChunkName: "page-Counties" */ './pages/Counties/Counties')),
  County: lazy(() => import(/* webpackChunkName: "page-County" */ './pages/County/County')),
  Projects: lazy(() => import(/* webpackChunkName: "page-Projects" */ './pages/Projects/Projects')),
  CompletedProjects: lazy(() => import(/* webpackChunkName: "page-CompletedProjects" */ './pages/CompletedProjects/CompletedProjects')),
  OngoingProjects: lazy(() => import(/* webpackChunkName: "page-OngoingProjects" */ './pages/OngoingProjects/OngoingProjects')),
  ProjectBrowser: lazy(() => import(/* webpackChunkName: "page-ProjectBrowser" */ './pages/ProjectBrowser/ProjectBrowser')),
  GovSpend: lazy(() => import(/* webpackChunkName: "page-GovSpend" */ './pages/GovSpend/GovSpend')),
  Mda: lazy(() => import(/* webpackChunkName: "page-Mda" */ './pages/Mda/Mda')),
  Reports: lazy(() => import(/* webpackChunkName: "page-Reports" */ './pages/Reports/Reports')),
  SearchResults: lazy(() => import(/* webpackChunkName: "page-SearchResults" */ './pages/SearchResults/SearchResults')),
};

/** The exposed `./routes`: the governance section's pages, as the release the shell read declares them, mounted at the root. */
export default function GovernanceRoutes({ routes }: { routes: readonly RoutePage[] }) {
  useTranslations();
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
