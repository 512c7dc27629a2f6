import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PROMOTION_API, type PromotionOverview } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';

/** Redeems another company's invite code (errors are shown on the form); the header shows the longer membership. */
export function useRedeemInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<PromotionOverview>(PROMOTION_API.redeem, { code }, { silent: true }),
    onSuccess: async (overview) => {
      queryClient.setQueryData(queryKeys.promotion.overview(), overview);
      // The session's user carries the membership the header and the guard read.
      await useSession
        .getState()
        .refresh()
        .catch(() => undefined);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotion.overview() }),
  });
}
