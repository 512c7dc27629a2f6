import type { RemoteRoute } from '@b2b/shared/federation';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  'workstation/project/dashBoard': () => import(/* webpackChunkName: "page.workstation.project.dashBoard" */ './DashboardPage'),
};
