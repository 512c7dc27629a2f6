import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type CreateDemandBody, type Demand, type UpdateDemandBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

/** A new draft, or with `submit: true` a demand sent for verification; errors are shown on the form. */
export function createDemand(body: CreateDemandBody): Promise<Demand> {
  return api.post<Demand>(DEMANDS_API.create, body, { silent: true });
}

/** Edits a draft or rejected demand, or amends a published one (with `amendNote`). */
export function updateDemand({ id, body }: { id: string; body: UpdateDemandBody }): Promise<Demand> {
  return api.put<Demand>(withId(DEMANDS_API.demand, id), body, { silent: true });
}

export function useCreateDemand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDemand, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }) });
}

export function useUpdateDemand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDemand, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }) });
}
