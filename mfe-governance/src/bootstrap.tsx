import { renderStandalone } from '@civic/shared/standalone';
import GovernanceRoutes from './routes';

renderStandalone({
  title: 'Governance section',
  links: [
    { to: '/counties', label: 'Counties' },
    { to: '/projects', label: 'Projects' },
    { to: '/projects/browser', label: 'Project browser' },
    { to: '/govspend', label: 'Spending' },
    { to: '/mda', label: 'MDAs' },
    { to: '/search-results?q=water', label: 'Search' },
  ],
  Routes: GovernanceRoutes,
});
