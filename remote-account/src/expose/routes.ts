import { routesOf } from '@b2b/shared/access';
import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import { routesWithPages } from '@b2b/ui-kit';
import '../i18n';

export const owner = 'account' satisfies RemoteRoutesModule['owner'];

const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'account/email': () => import(/* webpackChunkName: "page.account.email" */ '../features/security/EmailPage'),
  'account/phone': () => import(/* webpackChunkName: "page.account.phone" */ '../features/security/PhonePage'),
  'account/password': () => import(/* webpackChunkName: "page.account.password" */ '../features/security/PasswordPage'),
};

/** Every account route of the shared table; those without a page yet show the coming-soon panel. */
export const routes: RemoteRoute[] = routesWithPages(routesOf('account'), PAGES);

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
