import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PROJECTS_API, type ProjectDashboard } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The signed-in company's delivery at a glance, both sides, counted on the server. */
export function getDashboard(signal?: AbortSignal): Promise<ProjectDashboard> {
  return api.get<ProjectDashboard>(PROJECTS_API.dashboard, undefined, { signal, silent: true });
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: queryKeys.projects.dashboard(), queryFn: ({ signal }) => getDashboard(signal), meta: INLINE_ERROR });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
