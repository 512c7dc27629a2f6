import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type PlanBody, type Project } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Party A's plan: applies before the start, a revision for the supplier after it; errors show on the form. */
export function savePlan({ id, body }: { id: string; body: PlanBody }): Promise<Project> {
  return api.put<Project>(apiPath(PROJECTS_API.plan, { id }), body, { silent: true });
}

export const useSavePlan = () => useProjectMutation(savePlan);
