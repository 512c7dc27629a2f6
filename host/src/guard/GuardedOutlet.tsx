import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@b2b/shared/session';
import { PageLoading } from '../federation/RemotePage';
import { NotFound } from '../features/placeholder/NotFound';
import { AccessDenied } from './AccessDenied';
import { decide } from './decide';

/** The route guard in front of every page; the view is re-keyed by path so each page mounts fresh. */
export function GuardedOutlet() {
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (status === 'loading') return <PageLoading />;
  const decision = decide(pathname, search, user);
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'deny':
      return <AccessDenied rule={decision.rule} reason={decision.reason} />;
    case 'notFound':
      return <NotFound />;
    default:
      return (
        <div key={pathname}>
          <Outlet />
        </div>
      );
  }
}
