import { routesOf } from '@b2b/shared/access';
import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import { comingSoonRoute, withProviders } from '@b2b/ui-kit';
import '../i18n';

export const owner = 'account' satisfies RemoteRoutesModule['owner'];

const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'account/email': () => import(/* webpackChunkName: "page.account.email" */ '../features/security/EmailPage'),
  'account/phone': () => import(/* webpackChunkName: "page.account.phone" */ '../features/security/PhonePage'),
  'account/password': () => import(/* webpackChunkName: "page.account.password" */ '../features/security/PasswordPage'),
};

/** Every account route of the shared table; those without a page yet show the coming-soon panel. */
export const routes: RemoteRoute[] = routesOf('account').map((rule) => {
  const load = PAGES[rule.path];
  return load ? { path: rule.path, load: withProviders(load) } : comingSoonRoute(rule);
});

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
