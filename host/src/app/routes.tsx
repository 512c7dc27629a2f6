import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { REDIRECTS, ROUTES, routesOf, type RouteRule } from '@b2b/shared/access';
import { RemotePage } from '../federation/RemotePage';
import { AntdZone } from './AntdZone';
import { PageLoading } from './PageLoading';
import type { RemoteName } from '../federation/remote-registry';
import { AuthLayout, MainLayout } from '../layout/MainLayout';
import { WorkstationIndex } from '../features/placeholder/WorkstationIndex';
import { ProgressBar } from './ProgressBar';
import { VisitCounter } from '../features/visit/VisitCounter';
import { HomeRedirect } from '../guard/HomeRedirect';

const HostComingSoon = lazy(() => import('../features/placeholder/HostComingSoon').then((m) => ({ default: m.HostComingSoon })));
const NotFound = lazy(() => import('../components/NotFound').then((m) => ({ default: m.NotFound })));

/** Host pages that exist today; every other host route shows the coming-soon panel. */
const HOST_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  intro: () => import('../features/intro/IntroPage'),
  home: () => import('../features/home/HomePage'),
  vip: () => import('../features/vip/VipPage'),
  'terms/:type': () => import('../features/terms/TermsPage'),
  sitemap: () => import('../features/terms/SitemapPage'),
  demand: () => import('../features/demand/DemandPage'),
};

/** Pages built without antd, so every visitor's first page paints without it. */
const PLAIN_PAGES = new Set(['intro']);

function hostElement(rule: RouteRule) {
  const load = HOST_PAGES[rule.path];
  if (!load) {
    return (
      <AntdZone>
        <HostComingSoon />
      </AntdZone>
    );
  }
  const Page = lazy(load);
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return PLAIN_PAGES.has(rule.path) ? page : <AntdZone>{page}</AntdZone>;
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
