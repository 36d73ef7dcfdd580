import { renderStandalone } from '@civic/shared/standalone';
import CommunityRoutes from './routes';

renderStandalone({
  title: 'Community section',
  links: [
    { to: '/community/forum-discussion', label: 'Forum' },
    { to: '/workshops', label: 'Workshops' },
    { to: '/community/expert-qa', label: 'Expert Q&A' },
    { to: '/townhall-meetings', label: 'Townhalls' },
  ],
  Routes: CommunityRoutes,
});
