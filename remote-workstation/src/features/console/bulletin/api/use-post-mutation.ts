import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulletinStaffPost } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** A change of a post: the console's list and the post it opened are read again, whatever the outcome. */
export function usePostMutation<V>(mutationFn: (vars: V) => Promise<BulletinStaffPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (post) => queryClient.setQueryData(queryKeys.bulletin.staffPost(post.id), post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bulletin.all() }),
  });
}
