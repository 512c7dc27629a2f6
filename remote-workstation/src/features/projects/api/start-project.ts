import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Party A: the work starts on the plan as it stands (a refusal is toasted). */
export function startProject(id: string): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.start, { id }));
}

export const useStartProject = () => useProjectMutation(startProject);
