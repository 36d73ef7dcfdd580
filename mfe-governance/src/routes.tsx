import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t } from './messages';

/** The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs. */
export const pages: Record<string, ComponentType> = {
  Counties: lazy(() => import('./pages/Counties/Counties')),
  County: lazy(() => import('./pages/County/County')),
  Projects: lazy(() => import('./pages/Projects/Projects')),
  CompletedProjects: lazy(() => import('./pages/CompletedProjects/CompletedProjects')),
  OngoingProjects: lazy(() => import('./pages/OngoingProjects/OngoingProjects')),
  ProjectBrowser: lazy(() => import('./pages/ProjectBrowser/ProjectBrowser')),
  GovSpend: lazy(() => import('./pages/GovSpend/GovSpend')),
  Mda: lazy(() => import('./pages/Mda/Mda')),
  Reports: lazy(() => import('./pages/Reports/Reports')),
  SearchResults: lazy(() => import('./pages/SearchResults/SearchResults')),
};

/** The exposed `./routes`: the governance section's pages, as the release the shell read declares them, mounted at the root. */
export default function GovernanceRoutes({ routes }: { routes: readonly RoutePage[] }) {
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
