import type { RemoteRoute } from '@b2b/shared/federation';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'workstation/published/sup/list': () => import(/* webpackChunkName: "page.workstation.published.sup.list" */ './ResponsesPage'),
  'workstation/published/sup/myCollection': () =>
    import(/* webpackChunkName: "page.workstation.published.sup.myCollection" */ './CollectionPage'),
  'workstation/published/sup/mark-history/:respondId': () =>
    import(/* webpackChunkName: "page.workstation.published.sup.mark-history._respondId" */ './MarkHistoryPage'),
};
