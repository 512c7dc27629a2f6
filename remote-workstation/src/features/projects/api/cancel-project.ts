import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type ProjectReasonBody } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Either side: proposes cancelling with a reason, or agrees to the other side's proposal; errors show in the dialog. */
export function cancelProject({ id, body }: { id: string; body: ProjectReasonBody }): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.cancel, { id }), body, { silent: true });
}

export const useCancelProject = () => useProjectMutation(cancelProject);
