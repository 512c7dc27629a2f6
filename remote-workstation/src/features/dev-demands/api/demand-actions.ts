import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

export const submitDemand = (id: string) => api.post<unknown>(withId(DEMANDS_API.submit, id));
export const closeDemand = (id: string) => api.post<unknown>(withId(DEMANDS_API.close, id));
export const deleteDemand = (id: string) => api.delete<unknown>(withId(DEMANDS_API.demand, id));
/** The reason modal shows the error itself. */
export const cancelDemand = ({ id, reason }: { id: string; reason: string }) =>
  api.post<unknown>(withId(DEMANDS_API.cancel, id), { reason }, { silent: true });

function useDemandMutation<T>(mutationFn: (vars: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }) });
}

export const useSubmitDemand = () => useDemandMutation(submitDemand);
export const useCloseDemand = () => useDemandMutation(closeDemand);
export const useDeleteDemand = () => useDemandMutation(deleteDemand);
export const useCancelDemand = () => useDemandMutation(cancelDemand);
