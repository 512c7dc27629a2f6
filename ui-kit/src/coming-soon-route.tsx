import type { RouteRule } from '@b2b/shared/access';
import type { RemoteRoute } from '@b2b/shared/federation';
import { withProviders } from './with-providers';

/** A remote route whose page a later release brings: the translated coming-soon panel. */
export function comingSoonRoute(rule: RouteRule): RemoteRoute {
  const load = async () => {
    const { ComingSoon } = await import(/* webpackChunkName: "page-coming-soon" */ './ComingSoon');
    return { default: () => <ComingSoon titleKey={rule.title} /> };
  };
  return { path: rule.path, load: withProviders(load) };
}

/** A remote's routes: each rule of the shared table with the remote's page for it, else the coming-soon panel. */
export function routesWithPages(rules: readonly RouteRule[], pages: Readonly<Partial<Record<string, RemoteRoute['load']>>>): RemoteRoute[] {
  return rules.map((rule) => {
    const load = pages[rule.path];
    return load ? { path: rule.path, load: withProviders(load) } : comingSoonRoute(rule);
  });
}
