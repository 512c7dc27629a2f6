import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** The supplier refuses party A's proposed plan change: the plan stays (a refusal is toasted). */
export function rejectRevision(revisionId: string): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.rejectRevision, { id: revisionId }));
}

export const useRejectRevision = () => useProjectMutation(rejectRevision);
