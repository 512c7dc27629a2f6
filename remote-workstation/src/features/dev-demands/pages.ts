import type { RemoteRoute } from '@b2b/shared/federation';

const DEV = 'workstation/published/dev';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  [`${DEV}/publish`]: () => import('./pages/PublishPage'),
  [`${DEV}/List`]: () => import('./pages/ListPage'),
  [`${DEV}/verify`]: () => import('./pages/VerifyPage'),
  [`${DEV}/published`]: () => import('./pages/PublishedPage'),
  [`${DEV}/:requirementId/view`]: () => import('./pages/ViewPage'),
  [`${DEV}/:requirementId/edit`]: () => import('./pages/EditPage'),
  [`${DEV}/mark/:requirementId`]: () => import('./pages/MarkPage'),
  [`${DEV}/mark-history/:respondId`]: () => import('./pages/MarkHistoryPage'),
};
