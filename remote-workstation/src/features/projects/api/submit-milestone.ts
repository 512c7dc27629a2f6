import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type WorkBody } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** The supplier delivers a milestone for party A's review (notes, files); errors show on the form. */
export function submitMilestone({ milestoneId, body }: { milestoneId: string; body: WorkBody }): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.submit, { id: milestoneId }), body, { silent: true });
}

export const useSubmitMilestone = () => useProjectMutation(submitMilestone);
