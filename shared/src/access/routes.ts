import type { AccountType, Role } from '@b2b/shared/contract';

/** Which app renders a route: the host itself or one of the remotes, loaded at run time. */
export type RouteOwner = 'host' | 'auth' | 'workstation' | 'chat' | 'account';

/** The remotes, loaded at run time by the host. */
export type RemoteName = Exclude<RouteOwner, 'host'>;
export const REMOTE_NAMES: readonly RemoteName[] = ['auth', 'workstation', 'chat', 'account'];

/**
 * Membership a route needs (docs/product.md, Who uses it):
 * - `pay`: VIP or SVIP;
 * - `normal`: signed in and fully approved (a normal or a pay member, not a register member);
 *   a DEV always passes, since a developer has full access from the start.
 */
export type MemberRequirement = 'pay' | 'normal';

export interface RouteRule {
  /** react-router pattern without the leading slash, e.g. `workstation/published/dev/:requirementId/view`. */
  path: string;
  owner: RouteOwner;
  /** i18n key of the page title in the `common` namespace. */
  title: string;
  /** Open to visitors who are not signed in. */
  public?: boolean;
  /** Every value a `:param` of the path takes, when the set is closed (`terms/:type`). */
  params?: Readonly<Record<string, readonly string[]>>;
  roles?: readonly Role[];
  accountTypes?: readonly AccountType[];
  member?: MemberRequirement;
  /**
   * The platform's staff (role CUSTOMER) open the page as staff, whatever the other conditions: they work
   * there (customer service answers on `chat-customer`).
   */
  staff?: true;
  /**
   * Where the page is offered in lists (the site map) to the readers the guard lets in: only to visitors
   * (sign-in, registration), only to company main accounts (their company information), or never (a page
   * reached from a flow, not a destination: the redirect, the rejection page). Offered to all by default.
   */
  listed?: 'visitor' | 'companyMain' | false;
}

/** The platform's policies, each a page of `terms/:type`. */
export const TERMS_TYPES = ['user', 'privacy', 'sales', 'legal'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

const MAIN_PROJ = ['MAIN', 'PROJ'] as const;
const MAIN = ['MAIN'] as const;
const DEV = ['DEV'] as const;
const SUP = ['SUP'] as const;
const DEV_SUP = ['DEV', 'SUP'] as const;

const devPublished = (sub: string, title: string): RouteRule => ({
  path: `workstation/published/dev/${sub}`,
  owner: 'workstation',
  title,
  roles: DEV,
  accountTypes: MAIN_PROJ,
  member: 'pay',
});
const supPublished = (sub: string, title: string): RouteRule => ({
  path: `workstation/published/sup/${sub}`,
  owner: 'workstation',
  title,
  roles: SUP,
  member: 'normal',
});
const projectRoute = (sub: string, title: string, extra: Partial<RouteRule> = {}): RouteRule => ({
  path: `workstation/project/${sub}`,
  owner: 'workstation',
  title,
  roles: DEV_SUP,
  member: 'normal',
  ...extra,
});
const accountRoute = (sub: string, title: string, extra: Partial<RouteRule> = {}): RouteRule => ({
  path: `account/${sub}`,
  owner: 'account',
  title,
  roles: DEV_SUP,
  ...extra,
});
const authRoute = (sub: string, title: string, listed: RouteRule['listed'] = 'visitor'): RouteRule => ({
  path: `auth/${sub}`,
  owner: 'auth',
  title,
  public: true,
  listed,
});

/**
 * The route table (docs/product.md, Routes) as data. Conditions the product left open are decided here
 * and explained in docs/architecture.md: supplier-side and project pages need a normal member
 * (an approved company), and visitors may open auth, terms and the allow-list (`public`).
 */
export const ROUTES: readonly RouteRule[] = [
  { path: 'home', owner: 'host', title: 'route.home', roles: DEV_SUP },
  { path: 'intro', owner: 'host', title: 'route.intro', public: true },
  { path: 'services', owner: 'host', title: 'route.services', public: true },
  { path: 'bulletin', owner: 'host', title: 'route.bulletin', public: true },
  { path: 'bulletin/:id', owner: 'host', title: 'route.bulletinPost', public: true, listed: false },
  { path: 'vip', owner: 'host', title: 'route.vip', public: true },
  { path: 'terms/:type', owner: 'host', title: 'route.terms', public: true, params: { type: TERMS_TYPES } },
  { path: 'sitemap', owner: 'host', title: 'route.sitemap', public: true },
  { path: 'onboarded-sup', owner: 'host', title: 'route.onboardedSup', roles: DEV, accountTypes: MAIN_PROJ, member: 'pay' },
  { path: 'demand', owner: 'host', title: 'route.demand', roles: SUP, accountTypes: MAIN_PROJ, member: 'pay' },
  { path: 'notification/detail', owner: 'host', title: 'route.notificationDetail', roles: DEV_SUP, listed: false },
  { path: 'windows/partyBshow', owner: 'host', title: 'route.partyBshow', roles: DEV },
  { path: 'windows/partyAshow', owner: 'host', title: 'route.partyAshow', roles: SUP },
  { path: 'windows/partyB', owner: 'host', title: 'route.partyB', roles: SUP },
  { path: 'windows/createPartyB', owner: 'host', title: 'route.createPartyB', roles: SUP, accountTypes: MAIN },
  { path: 'windows/partyA', owner: 'host', title: 'route.partyA', roles: DEV },
  { path: 'windows/createPartyA', owner: 'host', title: 'route.createPartyA', roles: DEV, accountTypes: MAIN },
  { path: 'redirect', owner: 'host', title: 'route.redirect', roles: DEV_SUP, listed: false },

  { path: 'chat', owner: 'chat', title: 'route.chat', roles: DEV_SUP, member: 'pay' },
  { path: 'chat-customer', owner: 'chat', title: 'route.chatCustomer', member: 'pay', staff: true },

  authRoute('login', 'route.login'),
  authRoute('register', 'route.register'),
  authRoute('register-improve-info', 'route.registerImproveInfo', false),
  authRoute('update-improve-info', 'route.updateImproveInfo', 'companyMain'),
  authRoute('update-improve-info/reject', 'route.updateImproveInfoReject', false),
  authRoute('forget', 'route.forget'),
  /** Where an invited sub-account names itself and sets its password (the link of the invitation mail). */
  authRoute('invitation', 'route.acceptInvitation', false),

  devPublished('publish', 'route.devPublish'),
  devPublished('verify', 'route.devVerify'),
  devPublished('List', 'route.devList'),
  devPublished(':requirementId/view', 'route.devView'),
  devPublished(':requirementId/edit', 'route.devEdit'),
  devPublished('mark/:requirementId', 'route.devMark'),
  devPublished('mark-history/:respondId', 'route.devMarkHistory'),
  devPublished('published', 'route.devPublished'),
  supPublished('list', 'route.supList'),
  supPublished('myCollection', 'route.supCollection'),
  supPublished('mark-history/:respondId', 'route.supMarkHistory'),
  // Party A starts and plans (DEV), the supplier works (SUP), both read a project and rate (docs/marketplace.md).
  projectRoute('published/:requirementRespondId/init', 'route.projectInit', { roles: DEV }),
  projectRoute('published/create', 'route.projectCreate', { roles: DEV }),
  projectRoute('published/:requirementProgressId/create', 'route.progressCreate', { roles: DEV }),
  projectRoute('published/:requirementProgressId/edit', 'route.progressEdit', { roles: DEV }),
  projectRoute('published/:requirementProgressId/view', 'route.progressView'),
  projectRoute('list', 'route.projectList', { roles: DEV }),
  projectRoute('work', 'route.projectWork', { roles: SUP }),
  projectRoute('work/process/:requirementProgressId', 'route.projectProcess', { roles: SUP }),
  projectRoute('dashBoard', 'route.projectDashboard'),
  projectRoute('evaluate', 'route.projectEvaluate'),
  { path: 'workstation/manpower', owner: 'workstation', title: 'route.manpower', roles: SUP, member: 'normal' },
  /** The platform staff's home: review queues (companies, demands). */
  { path: 'workstation/console', owner: 'workstation', title: 'route.console', roles: ['CUSTOMER'] },

  accountRoute('corporation', 'route.accountCorporation'),
  accountRoute('follow', 'route.accountFollow'),
  accountRoute('notification', 'route.accountNotification'),
  accountRoute('email', 'route.accountEmail'),
  accountRoute('phone', 'route.accountPhone'),
  accountRoute('password', 'route.accountPassword'),
  accountRoute('sub-account', 'route.accountSubAccount', { accountTypes: MAIN, member: 'pay' }),
  accountRoute('payment', 'route.accountPayment', { accountTypes: MAIN }),
  accountRoute('certification', 'route.accountCertification', { roles: SUP, accountTypes: MAIN, member: 'normal' }),
  accountRoute('promotion', 'route.accountPromotion', { accountTypes: MAIN }),
];

/** Paths that only redirect: `/` to home, `/auth` to login. (`/workstation` depends on the role; the host decides it.) */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '': 'home',
  auth: 'auth/login',
};

export const routesOf = (owner: RouteOwner): RouteRule[] => ROUTES.filter((r) => r.owner === owner);

/**
 * The concrete paths of a route (`/terms/user`, …): each `:param` replaced by every value its rule
 * lists; a route with a parameter of open values (an id) has none.
 */
export function pathsOf(rule: RouteRule): string[] {
  let paths = [''];
  for (const segment of rule.path.split('/')) {
    const values = segment.startsWith(':') ? (rule.params?.[segment.slice(1)] ?? []) : [segment];
    paths = paths.flatMap((head) => values.map((value) => `${head}/${value}`));
  }
  return paths;
}
