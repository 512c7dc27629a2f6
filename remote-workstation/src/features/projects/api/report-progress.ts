import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project, type WorkBody } from '@b2b/shared/contract';
import { useProjectMutation } from './use-project-mutation';

/** The supplier's progress report on a milestone (notes, files); errors show on the form. */
export function reportProgress({ milestoneId, body }: { milestoneId: string; body: WorkBody }): Promise<Project> {
  return api.post<Project>(apiPath(PROJECTS_API.progress, { id: milestoneId }), body, { silent: true });
}

export const useReportProgress = () => useProjectMutation(reportProgress);
