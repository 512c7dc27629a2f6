import { Navigate } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { WORKSTATION_FIRST_PAGE } from '../../guard/home-path';

/** `/workstation` opens the first workstation page of the user's side; staff get their console. */
export function WorkstationIndex() {
  const role = useSession((s) => s.user?.role);
  return <Navigate to={WORKSTATION_FIRST_PAGE[role ?? 'DEV']} replace />;
}
