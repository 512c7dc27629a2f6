import { Navigate } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { PageLoading } from '../app/PageLoading';
import { homePathFor } from './home-path';

/** `/`: the user's home, once the session is known. */
export function HomeRedirect() {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (status === 'loading') return <PageLoading />;
  return <Navigate to={homePathFor(user)} replace />;
}
