import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type ProjectReasonBody } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** Party A sends a delivery back with a reason; errors show in the dialog. */
export function sendBackMilestone({ id, body }: { id: string; body: ProjectReasonBody }): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.sendBack, { id }), body, { silent: true });
}

export const useSendBackMilestone = () => useProjectMutation(sendBackMilestone);
