import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { SectionRoutes } from '@civic/shared';
import { ORG_ROUTES } from './routeList';
import { t } from './messages';

// Pages behind e-mailed links: mounted, but not in the route table, so the sitemap does not list them.
const NewsletterConfirm = lazy(() => import('./pages/Newsletter/NewsletterConfirm'));
const NewsletterUnsubscribe = lazy(() => import('./pages/Newsletter/NewsletterUnsubscribe'));

/** The exposed `./routes`: the organisation section's route subtree, mounted by the shell at the root. */
export default function OrgRoutes() {
  return (
    <SectionRoutes loadingLabel={t('loading')}>
      {ORG_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="/partnerships" element={<Navigate to="/patnerships" replace />} />
      <Route path="/newsletter/confirm" element={<NewsletterConfirm />} />
      <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribe />} />
    </SectionRoutes>
  );
}
