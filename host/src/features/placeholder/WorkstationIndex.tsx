import { Navigate } from 'react-router-dom';
import { useSession } from '@b2b/shared/session';
import { STAFF_HOME } from '../../guard/home-path';

const FIRST_PAGE = {
  SUP: '/workstation/published/sup/list',
  DEV: '/workstation/published/dev/List',
  CUSTOMER: STAFF_HOME,
} as const;

/** `/workstation` opens the first workstation page of the user's side; staff get their console. */
export function WorkstationIndex() {
  const role = useSession((s) => s.user?.role);
  return <Navigate to={FIRST_PAGE[role ?? 'DEV']} replace />;
}
