import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, DEMANDS_API, type Question } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface AskVars {
  demandId: string;
  question: string;
}

/** Asks party A a question; errors show on the ask box. */
export function askQuestion({ demandId, question }: AskVars): Promise<Question> {
  return api.post<Question>(apiPath(DEMANDS_API.questions, { id: demandId }), { question }, { silent: true });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (_, { demandId }) => queryClient.invalidateQueries({ queryKey: queryKeys.demands.questions(demandId) }),
  });
}
