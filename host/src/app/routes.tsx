import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from '@b2b/shared/router';
import { REDIRECTS, ROUTES, routesOf, type RouteRule } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { takePromotion } from '../federation/pointer-watch';
import { RemotePage } from '../federation/RemotePage';
import { pageOf } from '../federation/remote-pages';
import { PageLoading } from './PageLoading';
import { AntdZone } from './AntdZone';
import { loadablePage, type LoadablePage } from './loadable-page';
import type { RemoteName } from '../federation/remote-registry';
import { AuthLayout, MainLayout } from '../layout/MainLayout';
import { WorkstationIndex } from '../features/placeholder/WorkstationIndex';
import { ProgressBar } from './ProgressBar';
import { DocumentTitle } from './DocumentTitle';
import { VisitCounter } from '../features/visit/VisitCounter';
import { HomeRedirect } from '../guard/HomeRedirect';
import { decide } from '../guard/decide';

const HostComingSoon = lazy(() => import('../features/placeholder/HostComingSoon').then((m) => ({ default: m.HostComingSoon })));
const NotFound = lazy(() => import('../components/NotFound').then((m) => ({ default: m.NotFound })));

/** Host pages that exist today; every other host route shows the coming-soon panel. */
const HOST_PAGES: Record<string, LoadablePage> = {
  intro: loadablePage(() => import('../features/intro/IntroPage')),
  home: loadablePage(() => import(/* webpackChunkName: "page.home" */ '../features/home/HomePage')),
  vip: loadablePage(() => import('../features/vip/VipPage')),
  'terms/:type': loadablePage(() => import('../features/terms/TermsPage')),
  sitemap: loadablePage(() => import('../features/terms/SitemapPage')),
  services: loadablePage(() => import('../features/services/ServicesPage')),
  bulletin: loadablePage(() => import('../features/bulletin/BulletinPage')),
  'bulletin/:id': loadablePage(() => import('../features/bulletin/BulletinPostPage')),
  demand: loadablePage(() => import('../features/demand/DemandPage')),
  'notification/detail': loadablePage(() => import('../features/notification-detail/NotificationDetailPage')),
  redirect: loadablePage(() => import('../features/redirect/RedirectPage')),
  'windows/partyBshow': loadablePage(() => import('../features/windows/ShowWindowsPage')),
  'windows/partyAshow': loadablePage(() => import('../features/windows/ShowWindowsPage')),
  'windows/partyB': loadablePage(() => import('../features/windows/MyWindowPage')),
  'windows/partyA': loadablePage(() => import('../features/windows/MyWindowPage')),
  'windows/createPartyB': loadablePage(() => import('../features/windows/EditWindowPage')),
  'windows/createPartyA': loadablePage(() => import('../features/windows/EditWindowPage')),
  'onboarded-sup': loadablePage(() => import('../features/onboarded-sup/OnboardedSupPage')),
};

const hostPageAt = (pathname: string): LoadablePage | undefined => HOST_PAGES[pathname.replace(/^\//, '')];

/** Loads the module of the host page at `pathname` (`/intro`); undefined when no host page is there. */
export function loadHostPage(pathname: string): Promise<unknown> | undefined {
  return hostPageAt(pathname)?.load();
}

/** Starts the data of the host page at `pathname`, if its module says what it reads (`prefetch`). */
export function prefetchHostPage(pathname: string): void {
  hostPageAt(pathname)
    ?.load()
    .then(
      (page) => page.prefetch?.(),
      () => undefined,
    );
}

/** Pages built without antd, so every visitor's first page paints without it (each is prerendered). */
const PLAIN_PAGES = new Set(['intro', 'vip', 'terms/:type', 'sitemap', 'services', 'bulletin', 'bulletin/:id']);

function hostElement(rule: RouteRule) {
  const loadable = HOST_PAGES[rule.path];
  if (!loadable) {
    return (
      <AntdZone>
        <HostComingSoon />
      </AntdZone>
    );
  }
  const { Page } = loadable;
  // A page still loading suspends to the layout's boundary (MainLayout), like a remote's page.
  return PLAIN_PAGES.has(rule.path) ? (
    <Page />
  ) : (
    <AntdZone>
      <Page />
    </AntdZone>
  );
}

/** What the routes need to know of the router they are in. */
export interface RouteContextOptions {
  /** False while the router takes its first location: only later navigations wait for a page's code. */
  navigating: () => boolean;
  /**
   * Build time only: a remote's page renders as the empty slot the web origin fills with that remote's
   * prerendered shell (docs/decisions/0010-public-pages.md).
   */
  shellSlots?: boolean;
}

/**
 * A remote page's route. A navigation to it waits in its loader for the page's code (the router keeps
 * the page on screen, the progress bar runs) and React then renders the new page once, at once: no
 * render of the new route suspends and is tried again while the code arrives (measured on a cold click
 * into the workstation: 8 ms less main-thread time). The first location renders at once and suspends
 * to the layout's boundary, so a deep link still shows the shell before the remote has loaded. Nor
 * does a navigation the guard will not let through wait: its redirect or panel shows at once.
 */
function remoteRoute(rule: RouteRule, options: RouteContextOptions): RouteObject {
  const target = { owner: rule.owner as RemoteName, path: rule.path };
  return {
    path: rule.path,
    loader: async ({ request }) => {
      if (options.navigating() && guardLetsThrough(request.url)) {
        if (takePromotion(target.owner, () => window.location.assign(request.url))) return null;
        await pageOf(target).ready();
      }
      return null;
    },
    // Its data is nothing: a change of the search alone has nothing to load again.
    shouldRevalidate: () => false,
    hydrateFallbackElement: <PageLoading />,
    element: <RemotePage owner={target.owner} path={target.path} />,
  };
}

/** What the guard (GuardedOutlet) will render for this URL is the page itself, by its own decision. */
function guardLetsThrough(url: string): boolean {
  const { status, user } = useSession.getState();
  const { pathname, search } = new URL(url);
  return status !== 'loading' && decide(pathname, search, user).kind === 'allow';
}

function routeObject(rule: RouteRule, options: RouteContextOptions): RouteObject {
  if (rule.owner === 'host') return { path: rule.path, element: hostElement(rule) };
  return options.shellSlots ? { path: rule.path, element: <div data-shell-slot={rule.owner} /> } : remoteRoute(rule, options);
}

function Root() {
  return (
    <>
      <ProgressBar />
      <DocumentTitle />
      <VisitCounter />
      <Outlet />
    </>
  );
}

/** The whole route tree, built from the one route table in @b2b/shared/access. */
export function buildRoutes(options: RouteContextOptions = { navigating: () => false }): RouteObject[] {
  const authRules = routesOf('auth');
  const mainRules = ROUTES.filter((r) => r.owner !== 'auth');
  return [
    {
      element: <Root />,
      children: [
        ...Object.entries(REDIRECTS).map(([from, to]): RouteObject => {
          const element = from === '' ? <HomeRedirect /> : <Navigate to={`/${to}`} replace />;
          return from === '' ? { index: true, element } : { path: from, element };
        }),
        { element: <AuthLayout />, children: authRules.map((rule) => routeObject(rule, options)) },
        {
          element: <MainLayout />,
          children: [
            ...mainRules.map((rule) => routeObject(rule, options)),
            { path: 'workstation', element: <WorkstationIndex /> },
            {
              path: '*',
              element: (
                <AntdZone>
                  <NotFound />
                </AntdZone>
              ),
            },
          ],
        },
      ],
    },
  ];
}
