import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t } from './messages';

/** The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs. */
export const pages: Record<string, ComponentType> = {
  SignIn: lazy(() => import('./pages/SignIn/SignIn')),
  SignUp: lazy(() => import('./pages/SignUp/SignUp')),
  ForgotPassword: lazy(() => import('./pages/ForgotPassword/ForgotPassword')),
  ResetPassword: lazy(() => import('./pages/ResetPassword/ResetPassword')),
  VerifyEmail: lazy(() => import('./pages/VerifyEmail/VerifyEmail')),
  Dashboard: lazy(() => import('./pages/Dashboard/Dashboard')),
};

/** The exposed `./routes`: the accounts section's pages, as the release the shell read declares them, mounted at the root. */
export default function AuthRoutes({ routes }: { routes: readonly RoutePage[] }) {
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
