import type { RemoteRoute } from '@b2b/shared/federation';

const BASE = 'workstation/project';

/** This feature's pages by route path (the shared route table's paths). */
export const PAGES: Readonly<Partial<Record<string, RemoteRoute['load']>>> = {
  [`${BASE}/published/:requirementRespondId/init`]: () =>
    import(/* webpackChunkName: "page.workstation.project.published._requirementRespondId.init" */ './pages/InitPage'),
  [`${BASE}/published/create`]: () => import(/* webpackChunkName: "page.workstation.project.published.create" */ './pages/CreatePage'),
  [`${BASE}/published/:requirementProgressId/create`]: () =>
    import(/* webpackChunkName: "page.workstation.project.published._requirementProgressId.plan" */ './pages/PlanPage'),
  [`${BASE}/published/:requirementProgressId/edit`]: () =>
    import(/* webpackChunkName: "page.workstation.project.published._requirementProgressId.plan" */ './pages/PlanPage'),
  [`${BASE}/published/:requirementProgressId/view`]: () =>
    import(/* webpackChunkName: "page.workstation.project.published._requirementProgressId.view" */ './pages/ViewPage'),
  [`${BASE}/list`]: () => import(/* webpackChunkName: "page.workstation.project.list" */ './pages/ListPage'),
  [`${BASE}/work`]: () => import(/* webpackChunkName: "page.workstation.project.work" */ './pages/WorkPage'),
  [`${BASE}/work/process/:requirementProgressId`]: () =>
    import(/* webpackChunkName: "page.workstation.project.work.process._requirementProgressId" */ './pages/ProcessPage'),
  [`${BASE}/evaluate`]: () => import(/* webpackChunkName: "page.workstation.project.evaluate" */ './pages/EvaluatePage'),
};
