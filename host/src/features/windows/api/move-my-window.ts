import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { SHOWCASE_API, type MyShowcase } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export type WindowMove = 'publish' | 'unpublish';

/** Shows the own window to the other side, or takes it down again. */
export function moveMyWindow(move: WindowMove): Promise<MyShowcase> {
  return api.post<MyShowcase>(SHOWCASE_API[move]);
}

export function useMoveMyWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMyWindow,
    onSuccess: (moved) => {
      queryClient.setQueryData(queryKeys.showcase.mine(), moved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.showcase.all() });
    },
  });
}
