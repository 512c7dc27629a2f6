import type { RemoteRoute } from '@b2b/shared/federation';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'workstation/published/dev/publish': () => import(/* webpackChunkName: "page.workstation.published.dev.publish" */ './pages/PublishPage'),
  'workstation/published/dev/List': () => import(/* webpackChunkName: "page.workstation.published.dev.List" */ './pages/ListPage'),
  'workstation/published/dev/verify': () => import(/* webpackChunkName: "page.workstation.published.dev.verify" */ './pages/VerifyPage'),
  'workstation/published/dev/published': () =>
    import(/* webpackChunkName: "page.workstation.published.dev.published" */ './pages/PublishedPage'),
  'workstation/published/dev/:requirementId/view': () =>
    import(/* webpackChunkName: "page.workstation.published.dev._requirementId.view" */ './pages/ViewPage'),
  'workstation/published/dev/:requirementId/edit': () =>
    import(/* webpackChunkName: "page.workstation.published.dev._requirementId.edit" */ './pages/EditPage'),
  'workstation/published/dev/mark/:requirementId': () =>
    import(/* webpackChunkName: "page.workstation.published.dev.mark._requirementId" */ './pages/MarkPage'),
  'workstation/published/dev/mark-history/:respondId': () =>
    import(/* webpackChunkName: "page.workstation.published.dev.mark-history._respondId" */ './pages/MarkHistoryPage'),
};
