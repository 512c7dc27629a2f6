import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type ProjectReasonBody } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Either side: a dispute with a reason, which freezes the project until staff resolve it; errors show in the dialog. */
export function openDispute({ id, body }: { id: string; body: ProjectReasonBody }): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.dispute, { id }), body, { silent: true });
}

export const useOpenDispute = () => useProjectMutation(openDispute);
