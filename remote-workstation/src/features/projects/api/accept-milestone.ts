import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Party A accepts a delivered milestone (a refusal is toasted). */
export function acceptMilestone(milestoneId: string): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.accept, { id: milestoneId }));
}

export const useAcceptMilestone = () => useProjectMutation(acceptMilestone);
