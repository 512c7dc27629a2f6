import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { AntdZone } from '../app/AntdZone';
import { PageLoading } from '../app/PageLoading';
import { decide } from './decide';

const AccessDenied = lazy(() => import('./AccessDenied').then((m) => ({ default: m.AccessDenied })));
const NotFound = lazy(() => import('../components/NotFound').then((m) => ({ default: m.NotFound })));

/** The route guard in front of every page; the view is re-keyed by path so each page mounts fresh. */
export function GuardedOutlet() {
  const { pathname, search, key } = useLocation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (status === 'loading') return <PageLoading />;
  const decision = decide(pathname, search, user);
  switch (decision.kind) {
    case 'redirect':
      // Keyed by the navigation: a redirect to the same place must run again for a new navigation. Without
      // the key, a navigation that comes while the previous page is still loading (a transition kept
      // pending) rendered the same Navigate, whose effect does not run twice, and the page stayed empty.
      return <Navigate key={key} to={decision.to} replace />;
    case 'deny':
      return (
        <AntdZone>
          <AccessDenied rule={decision.rule} reason={decision.reason} />
        </AntdZone>
      );
    case 'notFound':
      return (
        <AntdZone>
          <NotFound />
        </AntdZone>
      );
    default:
      return (
        <div key={pathname}>
          <Outlet />
        </div>
      );
  }
}
