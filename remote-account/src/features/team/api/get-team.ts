import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { TEAM_API, type TeamOverview } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The seats, the sub-accounts and the pending invitations of the caller's company; the page shows a failure. */
export const teamQuery = () =>
  queryOptions({
    queryKey: queryKeys.team.overview(),
    queryFn: ({ signal }) => api.get<TeamOverview>(TEAM_API.overview, undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export function useTeam() {
  return useQuery(teamQuery());
}
