import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, PROJECTS_API, type Project } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** A project with a dispute as staff read it: plan, deliveries, disputes and the whole trail. */
export function getDisputedProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api.get<Project>(apiPath(PROJECTS_API.project, { id }), undefined, { signal, silent: true });
}

export const disputedProjectQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.console.disputedProject(id),
    queryFn: ({ signal }) => getDisputedProject(id, signal),
    meta: INLINE_ERROR,
  });

export function useDisputedProject(id: string) {
  return useQuery(disputedProjectQuery(id));
}
