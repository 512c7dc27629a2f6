import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import { withProviders } from '@b2b/ui-kit';
import '../i18n';

export const owner = 'auth' satisfies RemoteRoutesModule['owner'];

export const routes: RemoteRoute[] = [
  { path: 'auth/login', load: withProviders(() => import(/* webpackChunkName: "page.auth.login" */ '../features/login/LoginPage')) },
  {
    path: 'auth/register',
    load: withProviders(() => import(/* webpackChunkName: "page.auth.register" */ '../features/register/RegisterPage')),
  },
  {
    path: 'auth/register-improve-info',
    load: withProviders(
      () => import(/* webpackChunkName: "page.auth.register-improve-info" */ '../features/company-info/RegisterImproveInfoPage'),
    ),
  },
  {
    path: 'auth/update-improve-info',
    load: withProviders(
      () => import(/* webpackChunkName: "page.auth.update-improve-info" */ '../features/company-info/UpdateImproveInfoPage'),
    ),
  },
  {
    path: 'auth/update-improve-info/reject',
    load: withProviders(
      () => import(/* webpackChunkName: "page.auth.update-improve-info.reject" */ '../features/company-info/RejectImproveInfoPage'),
    ),
  },
  { path: 'auth/forget', load: withProviders(() => import(/* webpackChunkName: "page.auth.forget" */ '../features/forget/ForgetPage')) },
  {
    path: 'auth/invitation',
    load: withProviders(() => import(/* webpackChunkName: "page.auth.invitation" */ '../features/invitation/InvitationPage')),
  },
];

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
