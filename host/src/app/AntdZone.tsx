import { lazy, Suspense, type ReactNode } from 'react';

const Providers = lazy(() => import(/* webpackChunkName: "antd-providers" */ './antd-providers'));

/**
 * Wraps host content that uses antd: loads the antd providers (the one theme, the locale) and the
 * platform's QueryClient on first use, so the shell and the intro page paint without either.
 * A page's zone suspends to the layout's boundary (a navigation keeps the previous page until this one
 * is ready); content outside the page area passes its own `fallback` (the header's widgets: nothing).
 */
export function AntdZone({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const zone = <Providers>{children}</Providers>;
  return fallback === undefined ? zone : <Suspense fallback={fallback}>{zone}</Suspense>;
}
