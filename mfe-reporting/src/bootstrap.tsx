import { renderStandalone } from '@civic/shared/standalone';
import ReportingRoutes from './routes';

renderStandalone({
  title: 'Reporting section',
  links: [
    { to: '/complaints', label: 'Complaint' },
    { to: '/whistleblower', label: 'Whistleblowers' },
    { to: '/report/follow-up', label: 'Follow up' },
    { to: '/desk', label: 'Case desk' },
  ],
  Routes: ReportingRoutes,
});
