import type { RemoteRoute } from '@b2b/shared/federation';

/**
 * A page's loader whose page shows beside the account menu of `pages`. The menu (antd) loads with the
 * page, so the routes module the host prefetches stays free of antd; its chunk is the remote's page frame
 * (`PAGE_FRAME_CHUNK`), which the host fetches alongside each page's own scripts.
 */
export function withAccountMenu(load: RemoteRoute['load'], pages: readonly string[]): RemoteRoute['load'] {
  return async () => {
    const [{ default: Page }, { AccountShell }] = await Promise.all([
      load(),
      import(/* webpackChunkName: "page-frame" */ './AccountShell'),
    ]);
    function AccountPage() {
      return (
        <AccountShell pages={pages}>
          <Page />
        </AccountShell>
      );
    }
    AccountPage.displayName = `WithAccountMenu(${Page.displayName || Page.name || 'Page'})`;
    return { default: AccountPage };
  };
}
