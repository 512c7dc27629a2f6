import { pathsOf, REDIRECTS, ROUTES, routesOf, TERMS_TYPES, type RouteOwner, type RouteRule } from './routes';
import { canAccess, matchRoute, visitorPaths } from './rules';

/** Every path of the product's route list (docs/product.md, Routes), written out. */
const PRODUCT_PATHS = [
  'home',
  'intro',
  'bulletin',
  'onboarded-sup',
  'demand',
  'notification/detail',
  'windows/partyBshow',
  'windows/partyAshow',
  'windows/partyB',
  'windows/createPartyB',
  'windows/partyA',
  'windows/createPartyA',
  'vip',
  'chat',
  'chat-customer',
  'redirect',
  'workstation/published/dev/publish',
  'workstation/published/dev/verify',
  'workstation/published/dev/List',
  'workstation/published/dev/:requirementId/view',
  'workstation/published/dev/:requirementId/edit',
  'workstation/published/dev/mark/:requirementId',
  'workstation/published/dev/mark-history/:respondId',
  'workstation/published/dev/published',
  'workstation/published/sup/list',
  'workstation/published/sup/myCollection',
  'workstation/published/sup/mark-history/:respondId',
  'workstation/project/published/:requirementRespondId/init',
  'workstation/project/published/create',
  'workstation/project/published/:requirementProgressId/create',
  'workstation/project/published/:requirementProgressId/edit',
  'workstation/project/published/:requirementProgressId/view',
  'workstation/project/list',
  'workstation/project/work',
  'workstation/project/work/process/:requirementProgressId',
  'workstation/project/dashBoard',
  'workstation/project/evaluate',
  'workstation/manpower',
  'account/corporation',
  'account/follow',
  'account/notification',
  'account/email',
  'account/phone',
  'account/password',
  'account/sub-account',
  'account/payment',
  'account/certification',
  'account/promotion',
  'auth/login',
  'auth/register',
  'auth/register-improve-info',
  'auth/update-improve-info',
  'auth/update-improve-info/reject',
  'auth/forget',
  'terms/:type',
];

/**
 * Routes added beyond that list: the Services nav entry, the footer's Site Map, staff's console, one bulletin post
 * and the invitation link's page.
 */
const ADDED_PATHS = ['services', 'sitemap', 'workstation/console', 'bulletin/:id', 'auth/invitation'];

/** Not public, yet without roles: the product gives chat-customer a pay membership as its only condition. */
const OPEN_TO_ANY_ROLE = ['chat-customer'];

const byPath = (path: string) => ROUTES.find((r) => r.path === path);

const pick = (rule: RouteRule | undefined, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, (rule as unknown as Record<string, unknown> | undefined)?.[key]]));

/** The access conditions of a rule, without the keys it leaves out. */
function pickConditions(rule: RouteRule | undefined): Partial<Pick<RouteRule, 'roles' | 'accountTypes' | 'member'>> {
  const { roles, accountTypes, member } = rule ?? {};
  return Object.fromEntries(Object.entries({ roles, accountTypes, member }).filter(([, v]) => v !== undefined));
}

describe('the route table', () => {
  it('has every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has no two patterns that match the same URLs', () => {
    const shapes = ROUTES.map((r) => r.path.replace(/:[A-Za-z]+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('has every product path, and nothing beyond them but the routes it adds on purpose', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(PRODUCT_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
    expect(paths.filter((p) => !PRODUCT_PATHS.includes(p)).sort()).toEqual([...ADDED_PATHS].sort());
  });

  it('gives every route that is not public a role, unless the product leaves it open', () => {
    const open = ROUTES.filter((r) => !r.public && !r.roles?.length).map((r) => r.path);
    expect(open).toEqual(OPEN_TO_ANY_ROLE);
    expect(byPath('chat-customer')).toMatchObject({ member: 'pay' });
  });

  it('opens only customer service to staff beyond their console', () => {
    expect(ROUTES.filter((r) => r.staff).map((r) => r.path)).toEqual(['chat-customer']);
  });

  it('writes paths without leading or trailing slashes', () => {
    for (const { path } of ROUTES) expect(path).toMatch(/^[^/].*[^/]$|^[^/]$/);
  });

  it('gives every route a title key in the route namespace', () => {
    for (const { title } of ROUTES) expect(title).toMatch(/^route\.[A-Za-z]+$/);
  });

  it('makes public exactly auth, terms and the visitor allow-list', () => {
    const publicPaths = ROUTES.filter((r) => r.public).map((r) => r.path);
    expect(publicPaths.sort()).toEqual(
      [
        'intro',
        'services',
        'bulletin',
        'bulletin/:id',
        'vip',
        'terms/:type',
        'sitemap',
        ...[...PRODUCT_PATHS, ...ADDED_PATHS].filter((p) => p.startsWith('auth/')),
      ].sort(),
    );
    for (const rule of ROUTES.filter((r) => r.public)) {
      expect(rule.roles).toBeUndefined();
      expect(rule.accountTypes).toBeUndefined();
      expect(rule.member).toBeUndefined();
    }
  });

  it('hands each route to the app that owns its area', () => {
    const expectedOwner = (path: string): RouteOwner => {
      if (path.startsWith('auth/')) return 'auth';
      if (path.startsWith('workstation/')) return 'workstation';
      if (path.startsWith('account/')) return 'account';
      if (path === 'chat' || path === 'chat-customer') return 'chat';
      return 'host';
    };
    for (const rule of ROUTES) expect({ path: rule.path, owner: rule.owner }).toEqual({ path: rule.path, owner: expectedOwner(rule.path) });
  });
});

describe("the conditions of the product's route list", () => {
  it('asks what the product asks on the pages it names', () => {
    const expected = [
      ['home', { roles: ['DEV', 'SUP'] }],
      ['onboarded-sup', { roles: ['DEV'], accountTypes: ['MAIN', 'PROJ'], member: 'pay' }],
      ['demand', { roles: ['SUP'], accountTypes: ['MAIN', 'PROJ'], member: 'pay' }],
      ['windows/partyBshow', { roles: ['DEV'] }],
      ['windows/partyAshow', { roles: ['SUP'] }],
      ['windows/partyB', { roles: ['SUP'] }],
      ['windows/createPartyB', { roles: ['SUP'], accountTypes: ['MAIN'] }],
      ['windows/partyA', { roles: ['DEV'] }],
      ['windows/createPartyA', { roles: ['DEV'], accountTypes: ['MAIN'] }],
      ['chat', { roles: ['DEV', 'SUP'], member: 'pay' }],
      ['chat-customer', { member: 'pay' }],
      ['redirect', { roles: ['DEV', 'SUP'] }],
      ['workstation/published/sup/list', { roles: ['SUP'] }],
      ['workstation/project/published/:requirementRespondId/init', { roles: ['DEV'] }],
      ['workstation/project/published/create', { roles: ['DEV'] }],
      ['workstation/project/published/:requirementProgressId/create', { roles: ['DEV'] }],
      ['workstation/project/published/:requirementProgressId/edit', { roles: ['DEV'] }],
      ['workstation/project/published/:requirementProgressId/view', { roles: ['DEV', 'SUP'] }],
      ['workstation/project/list', { roles: ['DEV'] }],
      ['workstation/project/work', { roles: ['SUP'] }],
      ['workstation/project/work/process/:requirementProgressId', { roles: ['SUP'] }],
      ['workstation/manpower', { roles: ['SUP'] }],
      ['account/sub-account', { accountTypes: ['MAIN'], member: 'pay' }],
      ['account/payment', { accountTypes: ['MAIN'] }],
      ['account/certification', { roles: ['SUP'], accountTypes: ['MAIN'] }],
      ['account/promotion', { accountTypes: ['MAIN'] }],
    ] as const;
    const actual = expected.map(([path, conditions]) => [path, pick(byPath(path), Object.keys(conditions))]);
    expect(actual).toEqual(expected);
  });

  it('has the conditions of home also on nothing stricter', () => {
    expect(byPath('home')).not.toHaveProperty('member');
    expect(byPath('home')).not.toHaveProperty('accountTypes');
  });

  const conditionsOf = (paths: string[]) => paths.map((path) => ({ path, ...pickConditions(byPath(path)) }));

  it('asks DEV, MAIN or PROJ and a pay member on every published/dev page', () => {
    const paths = PRODUCT_PATHS.filter((p) => p.startsWith('workstation/published/dev/'));
    expect(conditionsOf(paths)).toEqual(paths.map((path) => ({ path, roles: ['DEV'], accountTypes: ['MAIN', 'PROJ'], member: 'pay' })));
  });

  it('asks SUP on every published/sup page', () => {
    const paths = PRODUCT_PATHS.filter((p) => p.startsWith('workstation/published/sup/'));
    expect(conditionsOf(paths).map(({ path, roles }) => ({ path, roles }))).toEqual(paths.map((path) => ({ path, roles: ['SUP'] })));
  });

  it('asks nothing beyond signing in as DEV or SUP on the personal account pages', () => {
    const paths = ['corporation', 'follow', 'notification', 'email', 'phone', 'password'].map((sub) => `account/${sub}`);
    expect(conditionsOf(paths)).toEqual(paths.map((path) => ({ path, roles: ['DEV', 'SUP'] })));
  });
});

describe('REDIRECTS', () => {
  it('sends the empty path home and /auth to login', () => {
    expect(REDIRECTS['']).toBe('home');
    expect(REDIRECTS.auth).toBe('auth/login');
  });

  it('points only at routes of the table', () => {
    for (const target of Object.values(REDIRECTS)) expect(byPath(target)).toBeDefined();
  });
});

describe('routesOf', () => {
  it('lists the routes of one app', () => {
    expect(routesOf('auth').map((r) => r.path)).toEqual([
      'auth/login',
      'auth/register',
      'auth/register-improve-info',
      'auth/update-improve-info',
      'auth/update-improve-info/reject',
      'auth/forget',
      'auth/invitation',
    ]);
    expect(routesOf('chat').map((r) => r.path)).toEqual(['chat', 'chat-customer']);
  });

  it('splits the whole table between the apps', () => {
    const owners: RouteOwner[] = ['host', 'auth', 'workstation', 'chat', 'account'];
    expect(owners.reduce((n, owner) => n + routesOf(owner).length, 0)).toBe(ROUTES.length);
  });
});

describe('visitor paths', () => {
  it('expand a parameter by the values its rule lists, and leave out a parameter of open values', () => {
    expect(pathsOf({ path: 'terms/:type', owner: 'host', title: 't', params: { type: ['user', 'legal'] } })).toEqual([
      '/terms/user',
      '/terms/legal',
    ]);
    expect(pathsOf({ path: 'workstation/published/dev/:requirementId/view', owner: 'workstation', title: 't' })).toEqual([]);
  });

  it('are every page a visitor may open, each terms page and the auth pages among them, and nothing signed-in', () => {
    const paths = visitorPaths();
    expect(paths).toEqual(expect.arrayContaining(['/intro', '/vip', '/sitemap', '/services', '/bulletin', '/auth/login']));
    expect(paths.filter((p) => p.startsWith('/terms/'))).toEqual(TERMS_TYPES.map((type) => `/terms/${type}`));
    expect(paths).not.toContain('/home');
    expect(paths.every((p) => canAccess(matchRoute(p)!, null).ok)).toBe(true);
  });
});
