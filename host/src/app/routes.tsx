import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { REDIRECTS, ROUTES, routesOf, type RouteRule } from '@b2b/shared/access';
import { RemotePage } from '../federation/RemotePage';
import { AntdZone } from './AntdZone';
import { loadablePage, type LoadablePage } from './loadable-page';
import type { RemoteName } from '../federation/remote-registry';
import { AuthLayout, MainLayout } from '../layout/MainLayout';
import { WorkstationIndex } from '../features/placeholder/WorkstationIndex';
import { ProgressBar } from './ProgressBar';
import { VisitCounter } from '../features/visit/VisitCounter';
import { HomeRedirect } from '../guard/HomeRedirect';

const HostComingSoon = lazy(() => import('../features/placeholder/HostComingSoon').then((m) => ({ default: m.HostComingSoon })));
const NotFound = lazy(() => import('../components/NotFound').then((m) => ({ default: m.NotFound })));

/** Host pages that exist today; every other host route shows the coming-soon panel. */
const HOST_PAGES: Record<string, LoadablePage> = {
  intro: loadablePage(() => import('../features/intro/IntroPage')),
  home: loadablePage(() => import('../features/home/HomePage')),
  vip: loadablePage(() => import('../features/vip/VipPage')),
  'terms/:type': loadablePage(() => import('../features/terms/TermsPage')),
  sitemap: loadablePage(() => import('../features/terms/SitemapPage')),
  demand: loadablePage(() => import('../features/demand/DemandPage')),
};

/** Loads the module of the host page at `pathname` (`/intro`); undefined when no host page is there. */
export function loadHostPage(pathname: string): Promise<unknown> | undefined {
  return HOST_PAGES[pathname.replace(/^\//, '')]?.load();
}

/** Pages built without antd, so every visitor's first page paints without it. */
const PLAIN_PAGES = new Set(['intro']);

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

function routeObject(rule: RouteRule): RouteObject {
  return {
    path: rule.path,
    element: rule.owner === 'host' ? hostElement(rule) : <RemotePage owner={rule.owner as RemoteName} path={rule.path} />,
  };
}

function Root() {
  return (
    <>
      <ProgressBar />
      <VisitCounter />
      <Outlet />
    </>
  );
}

/** The whole route tree, built from the one route table in @b2b/shared/access. */
export function buildRoutes(): RouteObject[] {
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
        { element: <AuthLayout />, children: authRules.map(routeObject) },
        {
          element: <MainLayout />,
          children: [
            ...mainRules.map(routeObject),
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
