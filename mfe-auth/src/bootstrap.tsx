import { renderStandalone } from '@civic/shared/standalone';
import AuthRoutes from './routes';

renderStandalone({
  title: 'Accounts section',
  links: [
    { to: '/auth/signin', label: 'Sign in' },
    { to: '/auth/signup', label: 'Sign up' },
    { to: '/auth/forgot-password', label: 'Forgot password' },
    { to: '/auth/verify-email', label: 'Verify e-mail' },
    { to: '/dashboard', label: 'Dashboard' },
  ],
  Routes: AuthRoutes,
});
