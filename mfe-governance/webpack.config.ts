import { createFrontEndConfig } from '@civic/shared/build';

export default createFrontEndConfig({
  dir: import.meta.dirname,
  name: 'mfe_governance',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  // Painted from the page itself before the scripts run, in their loading state (see docs/architecture.md): the
  // spending page's header and figures, the counties list's header (its filters come with the list), the search
  // page's heading whatever was searched for (its box and results come with the scripts).
  firstPaintPages: ['GovSpend', 'Counties', 'Projects', 'ProjectBrowser', 'OngoingProjects', 'CompletedProjects', { page: 'SearchResults', anyQuery: true }],
});
