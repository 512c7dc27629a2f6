import type { RouteObject } from 'react-router-dom';
import type { UserInfo } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { buildRoutes } from './routes';

const ready = jest.fn((_target: unknown) => Promise.resolve());
jest.mock('../federation/remote-pages', () => ({
  pageOf: (target: unknown) => ({ target, ready: () => ready(target) }),
  forgetPage: jest.fn(),
}));

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const inner = route.children && findRoute(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}

const callLoader = (route: RouteObject | undefined) =>
  (route?.loader as unknown as (args: object) => Promise<unknown>)({
    request: { url: `http://localhost/${route?.path}` },
    params: {},
    context: {},
  });

const DEV = { role: 'DEV', type: 'MAIN', memberLevel: 'SVIP', companyApprovalStatus: 'APPROVED' } as UserInfo;

beforeEach(() => {
  ready.mockClear();
  useSession.setState({ user: DEV, status: 'authenticated' });
});

describe('remote routes', () => {
  it('a navigation waits in the loader for the page of that route', async () => {
    const route = findRoute(buildRoutes({ navigating: () => true }), 'workstation/published/dev/List');
    await expect(callLoader(route)).resolves.toBeNull();
    expect(ready).toHaveBeenCalledWith({ owner: 'workstation', path: 'workstation/published/dev/List' });
  });

  it('the first location does not wait: the shell renders and the page suspends to its boundary', async () => {
    const route = findRoute(buildRoutes({ navigating: () => false }), 'chat-customer');
    await expect(callLoader(route)).resolves.toBeNull();
    expect(ready).not.toHaveBeenCalled();
  });

  it('a navigation the guard will not let through does not wait for the page: its redirect shows at once', async () => {
    const routes = buildRoutes({ navigating: () => true });
    useSession.setState({ user: null, status: 'anonymous' });
    await callLoader(findRoute(routes, 'workstation/published/dev/List'));
    useSession.setState({ user: { ...DEV, role: 'SUP' }, status: 'authenticated' });
    await callLoader(findRoute(routes, 'workstation/published/dev/List'));
    useSession.setState({ user: null, status: 'loading' });
    await callLoader(findRoute(routes, 'workstation/published/dev/List'));
    expect(ready).not.toHaveBeenCalled();
  });

  it('a change of the search alone loads nothing again', () => {
    const route = findRoute(buildRoutes(), 'workstation/published/dev/List');
    expect((route?.shouldRevalidate as () => boolean)()).toBe(false);
  });

  it('host pages have no loader, so a prerendered page hydrates on the first render', () => {
    const routes = buildRoutes({ navigating: () => true });
    for (const path of ['intro', 'home', 'vip', 'sitemap', 'terms/:type']) expect(findRoute(routes, path)?.loader).toBeUndefined();
  });
});
