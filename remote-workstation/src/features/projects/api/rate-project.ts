import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type RatingBody } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** The caller's company's rating of the other side, once the project ended; errors show on the form. */
export function rateProject({ id, body }: { id: string; body: RatingBody }): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.rate, { id }), body, { silent: true });
}

export const useRateProject = () => useProjectMutation(rateProject);
