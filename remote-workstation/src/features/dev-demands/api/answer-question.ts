import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type Question } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

/** Answers a clarification once, for every supplier; the answer box shows the error itself. */
export function answerQuestion({ id, answer }: { id: string; answer: string }): Promise<Question> {
  return api.put<Question>(withId(DEMANDS_API.answer, id), { answer }, { silent: true });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerQuestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() }) });
}
