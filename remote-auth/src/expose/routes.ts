import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import '../i18n';

export const owner = 'auth' satisfies RemoteRoutesModule['owner'];

export const routes: RemoteRoute[] = [
  { path: 'auth/login', load: () => import('../features/login/LoginPage') },
  { path: 'auth/register', load: () => import('../features/register/RegisterPage') },
  { path: 'auth/register-improve-info', load: () => import('../features/company-info/RegisterImproveInfoPage') },
  { path: 'auth/update-improve-info', load: () => import('../features/company-info/UpdateImproveInfoPage') },
  { path: 'auth/update-improve-info/reject', load: () => import('../features/company-info/RejectImproveInfoPage') },
  { path: 'auth/forget', load: () => import('../features/forget/ForgetPage') },
];

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
