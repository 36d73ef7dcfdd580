import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t } from './messages';

/** The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs. */
export const pages: Record<string, ComponentType> = {
  ForumDiscussion: lazy(() => import('./pages/ForumDiscussion/ForumDiscussion')),
  ExpertQa: lazy(() => import('./pages/ExpertQa/ExpertQa')),
  CommunityKnowledge: lazy(() => import('./pages/CommunityKnowledge/CommunityKnowledge')),
  Workshops: lazy(() => import('./pages/Workshops/Workshops')),
  WorkshopConfirm: lazy(() => import('./pages/WorkshopConfirm/WorkshopConfirm')),
  WorkshopResources: lazy(() => import('./pages/WorkshopResources/WorkshopResources')),
  TownhallMeetings: lazy(() => import('./pages/TownhallMeetings/TownhallMeetings')),
};

/** The exposed `./routes`: the community section's pages, as the release the shell read declares them, mounted at the root. */
export default function CommunityRoutes({ routes }: { routes: readonly RoutePage[] }) {
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
