import type { RouteRule } from '@b2b/shared/access';
import type { RemoteRoute } from '@b2b/shared/federation';
import { AppProviders } from './AppProviders';
import { ComingSoon } from './ComingSoon';

/** A remote route whose page a later release brings: the translated coming-soon panel. */
export function comingSoonRoute(rule: RouteRule): RemoteRoute {
  const Page = () => (
    <AppProviders>
      <ComingSoon titleKey={rule.title} />
    </AppProviders>
  );
  return { path: rule.path, load: async () => ({ default: Page }) };
}
