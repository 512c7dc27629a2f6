import { useQuery } from '@tanstack/react-query';
import { demandQuery, demandQuestionsQuery } from '@b2b/shared/query';

export const useDemand = (id: string) => useQuery(demandQuery(id));
export const useQuestions = (id: string) => useQuery(demandQuestionsQuery(id));
