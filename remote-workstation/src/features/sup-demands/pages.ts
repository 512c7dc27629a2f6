import type { RemoteRoute } from '@b2b/shared/federation';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'workstation/published/sup/list': () => import('./ResponsesPage'),
  'workstation/published/sup/myCollection': () => import('./CollectionPage'),
  'workstation/published/sup/mark-history/:respondId': () => import('./MarkHistoryPage'),
};
