import { routesOf } from '@b2b/shared/access';
import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import { routesWithPages } from '@b2b/ui-kit';
import { PAGES as CONSOLE } from '../features/console/pages';
import { PAGES as DEV_DEMANDS } from '../features/dev-demands/pages';
import { PAGES as MANPOWER } from '../features/manpower/pages';
import { PAGES as PROJECT_DASHBOARD } from '../features/project-dashboard/pages';
import { PAGES as PROJECTS } from '../features/projects/pages';
import { PAGES as SUP_DEMANDS } from '../features/sup-demands/pages';
import '../i18n';

export const owner = 'workstation' satisfies RemoteRoutesModule['owner'];

const PAGES = { ...DEV_DEMANDS, ...SUP_DEMANDS, ...MANPOWER, ...PROJECTS, ...PROJECT_DASHBOARD, ...CONSOLE };

/** Every workstation route of the shared table; those without a page yet show the coming-soon panel. */
export const routes: RemoteRoute[] = routesWithPages(routesOf('workstation'), PAGES);

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
