import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The section's route table: one line per page. Each page is its own chunk, so a visit loads only the page
 * it needs.
 */
export interface GovernanceRoute {
  path: string;
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const GOVERNANCE_ROUTES: GovernanceRoute[] = [
  { path: '/counties', title: 'Counties', Page: lazy(() => import('./pages/Counties/Counties')) },
  { path: '/counties/county/:code', title: 'County', Page: lazy(() => import('./pages/County/County')) },
  { path: '/projects', title: 'Projects', Page: lazy(() => import('./pages/Projects/Projects')) },
  { path: '/projects/completed-projects', title: 'Completed Projects', Page: lazy(() => import('./pages/CompletedProjects/CompletedProjects')) },
  { path: '/projects/ongoing-projects', title: 'Ongoing Projects', Page: lazy(() => import('./pages/OngoingProjects/OngoingProjects')) },
  { path: '/projects/browser', title: 'Government Projects', Page: lazy(() => import('./pages/ProjectBrowser/ProjectBrowser')) },
  { path: '/govspend', title: 'Government Spending', Page: lazy(() => import('./pages/GovSpend/GovSpend')) },
  { path: '/mda', title: 'Ministries, Departments and Agencies', Page: lazy(() => import('./pages/Mda/Mda')) },
  { path: '/reports', title: 'Audit and Accountability Reports', Page: lazy(() => import('./pages/Reports/Reports')) },
  { path: '/search-results', title: 'Search results', Page: lazy(() => import('./pages/SearchResults/SearchResults')) },
];
