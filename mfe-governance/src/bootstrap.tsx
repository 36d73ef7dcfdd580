import { setSiteRegistry, type RoutesFile } from '@civic/shared';
import { renderStandalone, standaloneRegistry } from '@civic/shared/standalone';
import routesFile from '../routes.json';
import GovernanceRoutes from './routes';

// The pages this checkout declares, as a release of it would: the section alone is the site here.
const { pages: routes } = routesFile as RoutesFile;
setSiteRegistry(standaloneRegistry('mfe_governance', routes));
renderStandalone({ title: 'Governance section', routes, Routes: GovernanceRoutes });
