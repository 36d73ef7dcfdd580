import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One line per page; each page is its own chunk, so a visit loads only the page it needs. */
export interface CommunityRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const COMMUNITY_ROUTES: CommunityRoute[] = [
  { path: '/community/forum-discussion', Page: lazy(() => import('./pages/ForumDiscussion/ForumDiscussion')) },
  { path: '/community/expert-qa', Page: lazy(() => import('./pages/ExpertQa/ExpertQa')) },
  { path: '/community/knowledge', Page: lazy(() => import('./pages/CommunityKnowledge/CommunityKnowledge')) },
  { path: '/workshops', Page: lazy(() => import('./pages/Workshops/Workshops')) },
  { path: '/workshops/confirm', Page: lazy(() => import('./pages/WorkshopConfirm/WorkshopConfirm')) },
  { path: '/resources/workshop/:id', Page: lazy(() => import('./pages/WorkshopResources/WorkshopResources')) },
  { path: '/townhall-meetings', Page: lazy(() => import('./pages/TownhallMeetings/TownhallMeetings')) },
];
