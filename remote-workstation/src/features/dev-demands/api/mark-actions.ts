import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { RESPONSES_API, type Criterion, type ResponseDecision, type ScoreBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

/** The caller's own scores of a response; the drawer shows the error itself. */
export const scoreResponse = ({ id, body }: { id: string; body: ScoreBody }) =>
  api.put<unknown>(withId(RESPONSES_API.score, id), body, { silent: true });
export const decideResponse = ({ id, decision }: { id: string; decision: ResponseDecision | null }) =>
  api.put<unknown>(withId(RESPONSES_API.decision, id), { decision });
export const awardResponse = ({ demandId, responseId }: { demandId: string; responseId: string }) =>
  api.post<unknown>(withId(RESPONSES_API.award, demandId), { responseId });
export const revealSuppliers = (demandId: string) => api.post<unknown>(withId(RESPONSES_API.reveal, demandId));
/** `{ criteria }`: the server's body for PUT criteria (not yet a named schema in the contract). */
export const updateCriteria = ({ demandId, criteria }: { demandId: string; criteria: Criterion[] }) =>
  api.put<unknown>(withId(RESPONSES_API.criteria, demandId), { criteria }, { silent: true });

function useMarkMutation<T>(mutationFn: (vars: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.responses.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }),
      ]),
  });
}

export const useScoreResponse = () => useMarkMutation(scoreResponse);
export const useDecideResponse = () => useMarkMutation(decideResponse);
export const useAwardResponse = () => useMarkMutation(awardResponse);
export const useRevealSuppliers = () => useMarkMutation(revealSuppliers);
export const useUpdateCriteria = () => useMarkMutation(updateCriteria);
