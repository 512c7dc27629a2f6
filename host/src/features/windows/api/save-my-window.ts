import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { SHOWCASE_API, type MyShowcase, type ShowcaseBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Creates the company's window or replaces its content (main account only). */
export function saveMyWindow(body: ShowcaseBody): Promise<MyShowcase> {
  return api.put<MyShowcase>(SHOWCASE_API.mine, body, { silent: true });
}

export function useSaveMyWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyWindow,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.showcase.mine(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.showcase.all() });
    },
  });
}
