import { Navigate } from 'react-router-dom';
import { useSession } from '@b2b/shared/session';

/** `/workstation` opens the first workstation page of the user's side. */
export function WorkstationIndex() {
  const role = useSession((s) => s.user?.role);
  return <Navigate to={role === 'SUP' ? '/workstation/published/sup/list' : '/workstation/published/dev/List'} replace />;
}
