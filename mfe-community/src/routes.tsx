import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t, useTranslations } from './messages';

/**
 * The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs.
 * A chunk is named `page-<name>`: the server finds it in the release's manifest and has the page preload it.
 */
export const pages: Record<string, ComponentType> = {
  ForumDiscussion: lazy(() => import(/* webpackChunkName: "page-ForumDiscussion" */ './pages/ForumDiscussion/ForumDiscussion')),
  ExpertQa: lazy(() => import(/* webpackChunkName: "page-ExpertQa" */ './pages/ExpertQa/ExpertQa')),
  CommunityKnowledge: lazy(() => import(/* webpackChunkName: "page-CommunityKnowledge" */ './pages/CommunityKnowledge/CommunityKnowledge')),
  Workshops: lazy(() => import(/* webpackChunkName: "page-Workshops" */ './pages/Workshops/Workshops')),
  WorkshopConfirm: lazy(() => import(/* webpackChunkName: "page-WorkshopConfirm" */ './pages/WorkshopConfirm/WorkshopConfirm')),
  WorkshopResources: lazy(() => import(/* webpackChunkName: "page-WorkshopResources" */ './pages/WorkshopResources/WorkshopResources')),
  TownhallMeetings: lazy(() => import(/* webpackChunkName: "page-TownhallMeetings" */ './pages/TownhallMeetings/TownhallMeetings')),
};

/** The exposed `./routes`: the community section's pages, as the release the shell read declares them, mounted at the root. */
export default function CommunityRoutes({ routes }: { routes: readonly RoutePage[] }) {
  useTranslations();
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
