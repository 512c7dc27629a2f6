import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** One project with its plan, deliveries, revisions, disputes, ratings, trail and what the caller may do. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api.get<Project>(apiPath(PROJECTS_API.project, { id }), undefined, { signal, silent: true });
}

export const projectQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(id, signal), meta: INLINE_ERROR });

export function useProject(id: string) {
  return useQuery({ ...projectQuery(id), enabled: !!id });
}
