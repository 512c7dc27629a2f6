import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PROJECTS_API, type Paged, type ProjectListQuery, type ProjectSummary } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The company's projects on both sides, newest activity first, by state. */
export function getProjects(query: ProjectListQuery, signal?: AbortSignal): Promise<Paged<ProjectSummary>> {
  return api.get<Paged<ProjectSummary>>(PROJECTS_API.list, query, { signal, silent: true });
}

export const projectsQuery = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: queryKeys.projects.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    placeholderData: keepPreviousData,
    meta: INLINE_ERROR,
  });

export function useProjects(query: ProjectListQuery) {
  return useQuery(projectsQuery(query));
}
