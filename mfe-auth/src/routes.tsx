import { lazy, type ComponentType } from 'react';
import { RoutedPages, type RoutePage } from '@civic/shared';
import { t, useTranslations } from './messages';

/**
 * The pages this section's routes.json can name; each is its own chunk, so a visit loads only the page it needs.
 * A chunk is named `page-<name>`: the server finds it in the release's manifest and has the page preload it.
 */
export const pages: Record<string, ComponentType> = {
  SignIn: lazy(() => import(/* webpackChunkName: "page-SignIn" */ './pages/SignIn/SignIn')),
  SignUp: lazy(() => import(/* webpackChunkName: "page-SignUp" */ './pages/SignUp/SignUp')),
  ForgotPassword: lazy(() => import(/* webpackChunkName: "page-ForgotPassword" */ './pages/ForgotPassword/ForgotPassword')),
  ResetPassword: lazy(() => import(/* webpackChunkName: "page-ResetPassword" */ './pages/ResetPassword/ResetPassword')),
  VerifyEmail: lazy(() => import(/* webpackChunkName: "page-VerifyEmail" */ './pages/VerifyEmail/VerifyEmail')),
  TwoStep: lazy(() => import(/* webpackChunkName: "page-TwoStep" */ './pages/TwoStep/TwoStep')),
  FirstAdministrator: lazy(() => import(/* webpackChunkName: "page-FirstAdministrator" */ './pages/FirstAdministrator/FirstAdministrator')),
  Dashboard: lazy(() => import(/* webpackChunkName: "page-Dashboard" */ './pages/Dashboard/Dashboard')),
  NotificationSettings: lazy(() => import(/* webpackChunkName: "page-NotificationSettings" */ './pages/NotificationSettings/NotificationSettings')),
  Unsubscribe: lazy(() => import(/* webpackChunkName: "page-Unsubscribe" */ './pages/Unsubscribe/Unsubscribe')),
};

/** The exposed `./routes`: the accounts section's pages, as the release the shell read declares them, mounted at the root. */
export default function AuthRoutes({ routes }: { routes: readonly RoutePage[] }) {
  useTranslations();
  return <RoutedPages routes={routes} pages={pages} loadingLabel={t('loading')} />;
}
