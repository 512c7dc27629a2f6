import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

const Providers = lazy(() => import('./antd-providers'));

/**
 * Wraps host content that uses antd: loads the antd providers (the one theme, the locale) and the
 * platform's QueryClient on first use, so the shell and the intro page paint without either.
 */
export function AntdZone({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Providers>{children}</Providers>
    </Suspense>
  );
}
