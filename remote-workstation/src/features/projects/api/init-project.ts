import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Party A: the project of an awarded response (the same project when it exists already). */
export function initProject(responseId: string): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.init, { id: responseId }), undefined, { silent: true });
}

export const useInitProject = () => useProjectMutation(initProject);
