import { Route } from 'react-router-dom';
import { SectionRoutes } from '@civic/shared';
import { GOVERNANCE_ROUTES } from './routeList';
import { t } from './messages';

/** The exposed `./routes`: the governance section's pages, mounted by the shell at the root. */
export default function GovernanceRoutes() {
  return (
    <SectionRoutes loadingLabel={t('loading')}>
      {GOVERNANCE_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </SectionRoutes>
  );
}
