import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@civic/shared';
import { t } from './messages';

const SignIn = lazy(() => import('./pages/SignIn/SignIn'));
const SignUp = lazy(() => import('./pages/SignUp/SignUp'));
const ForgotPassword = lazy(() => import('./pages/ForgotPassword/ForgotPassword'));
const ResetPassword = lazy(() => import('./pages/ResetPassword/ResetPassword'));
const VerifyEmail = lazy(() => import('./pages/VerifyEmail/VerifyEmail'));
const Dashboard = lazy(() => import('./pages/Dashboard/Dashboard'));

/** The exposed `./routes`: the accounts section's pages, mounted by the shell at the root. */
export default function AuthRoutes() {
  return (
    <SectionRoutes loadingLabel={t('loading')}>
      <Route path="/auth/signin" element={<SignIn />} />
      <Route path="/auth/signup" element={<SignUp />} />
      <Route path="/auth/forgot-password" element={<ForgotPassword />} />
      <Route path="/auth/reset-password" element={<ResetPassword />} />
      <Route path="/auth/verify-email" element={<VerifyEmail />} />
      <Route path="/dashboard" element={<Dashboard />} />
    </SectionRoutes>
  );
}
