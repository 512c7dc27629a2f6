import { Navigate, useSearchParams } from '@b2b/shared/router';
import { allowedRedirect, HOME } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';

/**
 * `/redirect?to=<path>`: the landing of links in mails and notices. A page of the route table the user may open
 * goes through (`allowedRedirect`); anything else lands on home, which says the link was not followed. The guard
 * sends a visitor to sign in first, coming back here.
 */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const target = allowedRedirect(params.get('to'), user);
  return target ? <Navigate replace to={target} /> : <Navigate replace to={HOME} state={{ redirectRefused: true }} />;
}
