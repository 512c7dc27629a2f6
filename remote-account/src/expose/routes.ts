import { routesOf } from '@b2b/shared/access';
import type { RemoteRoute, RemoteRoutesModule } from '@b2b/shared/federation';
import { routesWithPages } from '@b2b/ui-kit';
import '../i18n';
import { withAccountMenu } from '../components/with-account-menu';

export const owner = 'account' satisfies RemoteRoutesModule['owner'];

const PAGES: Readonly<Record<string, RemoteRoute['load']>> = {
  'account/corporation': () => import(/* webpackChunkName: "page.account.corporation" */ '../features/company/CorporationPage'),
  'account/sub-account': () => import(/* webpackChunkName: "page.account.sub-account" */ '../features/team/SubAccountPage'),
  'account/password': () => import(/* webpackChunkName: "page.account.password" */ '../features/security/PasswordPage'),
  'account/email': () => import(/* webpackChunkName: "page.account.email" */ '../features/security/EmailPage'),
  'account/phone': () => import(/* webpackChunkName: "page.account.phone" */ '../features/security/PhonePage'),
  'account/payment': () => import(/* webpackChunkName: "page.account.payment" */ '../features/membership/MembershipPage'),
  'account/follow': () => import(/* webpackChunkName: "page.account.follow" */ '../features/follow/FollowPage'),
  'account/certification': () => import(/* webpackChunkName: "page.account.certification" */ '../features/certification/CertificationPage'),
  'account/notification': () => import(/* webpackChunkName: "page.account.notification" */ '../features/notifications/NotificationsPage'),
  'account/promotion': () => import(/* webpackChunkName: "page.account.promotion" */ '../features/promotion/PromotionPage'),
};

/** The account pages that exist, each beside the side menu listing them (those the user may open). */
const MENU_PAGES = Object.keys(PAGES);
const WITH_MENU = Object.fromEntries(Object.entries(PAGES).map(([path, load]) => [path, withAccountMenu(load, MENU_PAGES)]));

/** Every account route of the shared table; those without a page yet show the coming-soon panel. */
export const routes: RemoteRoute[] = routesWithPages(routesOf('account'), WITH_MENU);

const remoteRoutes: RemoteRoutesModule = { owner, version: __APP_VERSION__, routes };
export default remoteRoutes;
