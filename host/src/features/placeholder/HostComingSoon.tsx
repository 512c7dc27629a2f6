import { ComingSoon } from '@b2b/ui-kit';
import { useLocation } from '@b2b/shared/router';
import { matchRoute } from '@b2b/shared/access';

/** Host-owned pages a later release fills (listed in docs/architecture.md). */
export function HostComingSoon() {
  const { pathname } = useLocation();
  const rule = matchRoute(pathname);
  return <ComingSoon titleKey={rule?.title ?? 'product.name'} />;
}
