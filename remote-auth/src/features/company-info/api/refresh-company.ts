import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';

/**
 * After the company details are saved: the company query and the session's user (refined,
 * approval status) are fetched again. The save stands either way, so a failed refresh is ignored.
 */
export function refreshCompany(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.company.info() }),
    useSession
      .getState()
      .refresh()
      .catch(() => undefined),
  ]);
}
