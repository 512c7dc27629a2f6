import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import { withProviders } from '@b2b/ui-kit';
import '../i18n';

export const owner = 'auth' satisfies RemoteRoutesModule['owner'];

export const routes: RemoteRoute[] = [
  { path: 'auth/login', load: withProviders(() => import('../features/login/LoginPage')) },
  { path: 'auth/register', load: withProviders(() => import('../features/register/RegisterPage')) },
  { path: 'auth/register-improve-info', load: withProviders(() => import('../features/company-info/RegisterImproveInfoPage')) },
  { path: 'auth/update-improve-info', load: withProviders(() => import('../features/company-info/UpdateImproveInfoPage')) },
  { path: 'auth/update-improve-info/reject', load: withProviders(() => import('../features/company-info/RejectImproveInfoPage')) },
  { path: 'auth/forget', load: withProviders(() => import('../features/forget/ForgetPage')) },
];

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
