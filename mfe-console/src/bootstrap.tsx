import { setSiteRegistry, type RoutesFile } from '@civic/shared';
import { renderStandalone, standaloneRegistry } from '@civic/shared/standalone';
import routesFile from '../routes.json';
import ConsoleRoutes from './routes';

// The pages this checkout declares, as a release of it would: the section alone is the site here.
const { pages: routes } = routesFile as RoutesFile;
setSiteRegistry(standaloneRegistry('mfe_console', routes));
renderStandalone({ title: 'Staff console', routes, Routes: ConsoleRoutes });
