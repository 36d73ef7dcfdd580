import { Route } from 'react-router-dom';
import { SectionRoutes } from '@civic/shared';
import { COMMUNITY_ROUTES } from './routeList';
import { t } from './messages';

/** The exposed `./routes`: the community section's pages, mounted by the shell at the root. */
export default function CommunityRoutes() {
  return (
    <SectionRoutes loadingLabel={t('loading')}>
      {COMMUNITY_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </SectionRoutes>
  );
}
