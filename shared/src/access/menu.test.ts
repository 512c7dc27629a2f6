import { DEMO_ACCESS_USERS as DEMO_USERS } from './demo-users.test-kit';
import { menuState, sitemapEntries, visibleMenu } from './menu';
import { ROUTES } from './routes';
import { canAccess, matchRoute } from './rules';

const { devMain, devProj, ordinaryDev, supMain, supReq, unapprovedSup, rejectedSup, staff } = DEMO_USERS;
const EVERY_READER = [null, ...Object.values(DEMO_USERS)];

const PUBLISH = { to: '/workstation/published/dev/publish', offersUpgrade: true };
const DEMAND_ZONE = { to: '/demand', offersUpgrade: true };
const CUSTOMER_SERVICE = { to: '/chat-customer', offersUpgrade: true };
const PASSWORD = { to: '/account/password' };

describe('menuState: what a menu shows, by the guard’s own rule', () => {
  it('opens what the guard lets through', () => {
    expect(menuState(PUBLISH, devMain)).toBe('open');
    expect(menuState(PUBLISH, devProj)).toBe('open');
    expect(menuState(DEMAND_ZONE, supMain)).toBe('open');
    expect(menuState(PASSWORD, supReq)).toBe('open');
  });

  it('offers an upgrade only where pay membership is the one thing missing, and only when the entry says so', () => {
    expect(menuState(PUBLISH, ordinaryDev)).toBe('upgrade');
    expect(menuState({ to: PUBLISH.to }, ordinaryDev)).toBeNull();
    expect(menuState(CUSTOMER_SERVICE, ordinaryDev)).toBe('upgrade');
    // A company under review is refused for its approval first: no offer to pay for what review withholds.
    expect(menuState(CUSTOMER_SERVICE, unapprovedSup)).toBeNull();
  });

  it('hides what the account could never open: another role, another account type', () => {
    expect(menuState(DEMAND_ZONE, supReq)).toBeNull();
    expect(menuState(PUBLISH, supMain)).toBeNull();
    expect(menuState(DEMAND_ZONE, devMain)).toBeNull();
  });

  it('gives staff neither the company pages nor an offer to buy membership; customer service opens to them as staff', () => {
    expect(menuState(PASSWORD, staff)).toBeNull();
    expect(menuState({ to: '/account/corporation' }, staff)).toBeNull();
    expect(menuState({ to: '/account/notification' }, staff)).toBeNull();
    expect(menuState(CUSTOMER_SERVICE, staff)).toBe('open');
    expect(menuState({ to: '/workstation/console' }, staff)).toBe('open');
  });

  it('shows a visitor only public pages, and no upgrade offer', () => {
    expect(menuState({ to: '/intro' }, null)).toBe('open');
    expect(menuState(PUBLISH, null)).toBeNull();
    expect(menuState({ to: '/home' }, null)).toBeNull();
  });

  it('matches concrete paths with parameters and a query, and refuses a path outside the table', () => {
    expect(menuState({ to: '/terms/privacy' }, null)).toBe('open');
    expect(menuState({ to: '/workstation/published/sup/list?page=2' }, supReq)).toBe('open');
    expect(() => menuState({ to: '/no-such-page' }, devMain)).toThrow(/not a page of the route table/);
  });

  it('never shows an open entry the guard would refuse, for any reader and any page of the table', () => {
    for (const reader of EVERY_READER) {
      for (const rule of ROUTES) {
        const to = `/${rule.path.replace(/:\w+/g, 'x')}`;
        const state = menuState({ to, offersUpgrade: true }, reader);
        const decision = canAccess(matchRoute(to.slice(1))!, reader);
        if (state === 'open') expect(decision.ok).toBe(true);
        if (state === 'upgrade') expect(decision).toEqual({ ok: false, reason: 'pay' });
        if (state === null) expect(decision.ok).toBe(false);
      }
    }
  });
});

describe('visibleMenu', () => {
  const entries = [{ to: '/home' }, PUBLISH, DEMAND_ZONE, { to: '/workstation/manpower' }, PASSWORD];
  const keys = (u: Parameters<typeof visibleMenu>[1]) => visibleMenu(entries, u).map((e) => `${e.to}:${e.state}`);

  it('keeps the order and tells each role what it gets', () => {
    expect(keys(devMain)).toEqual(['/home:open', '/workstation/published/dev/publish:open', '/account/password:open']);
    expect(keys(devProj)).toEqual(['/home:open', '/workstation/published/dev/publish:open', '/account/password:open']);
    expect(keys(ordinaryDev)).toEqual(['/home:open', '/workstation/published/dev/publish:upgrade', '/account/password:open']);
    expect(keys(supMain)).toEqual(['/home:open', '/demand:open', '/workstation/manpower:open', '/account/password:open']);
    expect(keys(supReq)).toEqual(['/home:open', '/workstation/manpower:open', '/account/password:open']);
    expect(keys(unapprovedSup)).toEqual(['/home:open', '/account/password:open']);
    expect(keys(rejectedSup)).toEqual(['/home:open', '/account/password:open']);
    expect(keys(staff)).toEqual([]);
    expect(keys(null)).toEqual([]);
  });
});

describe('visibleRoutes and the site map', () => {
  const paths = (u: Parameters<typeof sitemapEntries>[0]) => sitemapEntries(u).map((e) => e.path);

  it('lists for a visitor the public pages and sign-in, never the redirect, the console or the rejection page', () => {
    expect(paths(null)).toEqual([
      '/intro',
      '/services',
      '/bulletin',
      '/vip',
      '/terms/user',
      '/terms/privacy',
      '/terms/sales',
      '/terms/legal',
      '/sitemap',
      '/auth/login',
      '/auth/register',
      '/auth/forget',
    ]);
  });

  it('lists for every reader only pages the guard lets them open, and no page that needs a notice or a post to show', () => {
    for (const reader of EVERY_READER) {
      for (const { path, rule } of sitemapEntries(reader)) {
        expect(canAccess(rule, reader).ok).toBe(true);
        expect(path).not.toMatch(/:/);
      }
      const listed = paths(reader);
      expect(listed).not.toContain('/redirect');
      expect(listed).not.toContain('/auth/update-improve-info/reject');
      // A notice is opened from the message centre or the notices page; without one the page only says "not found".
      expect(listed).not.toContain('/notification/detail');
      if (reader?.role !== 'CUSTOMER') expect(listed).not.toContain('/workstation/console');
    }
  });

  it('gives signed-in readers their own list: no sign-in pages, their company information only as a main account', () => {
    expect(paths(devMain)).toEqual(expect.arrayContaining(['/home', '/workstation/published/dev/publish', '/auth/update-improve-info']));
    expect(paths(devMain)).not.toContain('/auth/login');
    expect(paths(devProj)).not.toContain('/auth/update-improve-info');
    expect(paths(ordinaryDev)).not.toContain('/workstation/published/dev/publish');
    expect(paths(supReq)).not.toContain('/demand');
    expect(paths(supReq)).toContain('/workstation/published/sup/list');
    expect(paths(unapprovedSup)).not.toContain('/workstation/published/sup/list');
    expect(paths(staff)).toEqual([...paths(null).filter((p) => !p.startsWith('/auth/')), '/chat-customer', '/workstation/console']);
  });
});
