import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** The supplier agrees to party A's proposed plan change: it applies (a refusal is toasted). */
export function acceptRevision(revisionId: string): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.acceptRevision, { id: revisionId }));
}

export const useAcceptRevision = () => useProjectMutation(acceptRevision);
