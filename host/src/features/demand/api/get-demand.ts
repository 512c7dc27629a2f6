import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, DEMANDS_API, type Demand, type Question } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export const getDemand = (id: string, signal?: AbortSignal) =>
  api.get<Demand>(apiPath(DEMANDS_API.demand, { id }), undefined, { signal, silent: true });

export const getQuestions = (id: string, signal?: AbortSignal) =>
  api.get<Question[]>(apiPath(DEMANDS_API.questions, { id }), undefined, { signal, silent: true });

export const demandQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.demands.detail(id), queryFn: ({ signal }) => getDemand(id, signal) });

export const questionsQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.demands.questions(id), queryFn: ({ signal }) => getQuestions(id, signal) });

export const useDemand = (id: string) => useQuery(demandQuery(id));
export const useQuestions = (id: string) => useQuery(questionsQuery(id));
