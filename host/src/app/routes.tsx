import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ROUTES, routesOf, type RouteRule } from '@b2b/shared/access';
import { PageLoading, RemotePage } from '../federation/RemotePage';
import type { RemoteName } from '../federation/remote-registry';
import { AuthLayout, MainLayout } from '../layout/MainLayout';
import { HostComingSoon } from '../features/placeholder/HostComingSoon';
import { WorkstationIndex } from '../features/placeholder/WorkstationIndex';
import { NotFound } from '../features/placeholder/NotFound';
import { ProgressBar } from './ProgressBar';
import { VisitCounter } from '../features/visit/VisitCounter';

/** Host pages that exist today; every other host route shows the coming-soon panel. */
const HOST_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  intro: () => import('../features/intro/IntroPage'),
  home: () => import('../features/home/HomePage'),
  vip: () => import('../features/vip/VipPage'),
  'terms/:type': () => import('../features/terms/TermsPage'),
  sitemap: () => import('../features/terms/SitemapPage'),
};

function hostElement(rule: RouteRule) {
  const load = HOST_PAGES[rule.path];
  if (!load) return <HostComingSoon />;
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
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
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'auth', element: <Navigate to="/auth/login" replace /> },
        { element: <AuthLayout />, children: authRules.map(routeObject) },
        {
          element: <MainLayout />,
          children: [
            ...mainRules.map(routeObject),
            { path: 'workstation', element: <WorkstationIndex /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
