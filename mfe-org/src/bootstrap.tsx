import { renderStandalone } from '@civic/shared/standalone';
import OrgRoutes from './routes';

renderStandalone({
  title: 'Organisation section',
  links: [
    { to: '/who-we-are', label: 'Who we are' },
    { to: '/our-team', label: 'Leadership' },
    { to: '/contact-us', label: 'Contact' },
    { to: '/sitemap', label: 'Sitemap' },
  ],
  Routes: OrgRoutes,
});
