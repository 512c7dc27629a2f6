import type { RemoteRoute } from '@b2b/shared/federation';

/**
 * Wraps the page a remote route loads in AppProviders: the theme, the locale, antd's App context
 * and the platform's QueryClient. The providers come with the page, so a remote's routes module,
 * which the host prefetches, stays free of antd.
 */
export function withProviders(load: RemoteRoute['load']): RemoteRoute['load'] {
  return async () => {
    const [{ default: Page }, { AppProviders }] = await Promise.all([
      load(),
      import(/* webpackChunkName: "page-providers" */ './AppProviders'),
    ]);
    function ProvidedPage() {
      return (
        <AppProviders>
          <Page />
        </AppProviders>
      );
    }
    ProvidedPage.displayName = `WithProviders(${Page.displayName || Page.name || 'Page'})`;
    return { default: ProvidedPage };
  };
}
