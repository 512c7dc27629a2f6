import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type DemandEvent, type DemandRevision, type Question } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { withId } from './path';

export function getRevisions(id: string): Promise<DemandRevision[]> {
  return api.get<DemandRevision[]>(withId(DEMANDS_API.revisions, id));
}

export function getEvents(id: string): Promise<DemandEvent[]> {
  return api.get<DemandEvent[]>(withId(DEMANDS_API.events, id));
}

export function getQuestions(id: string): Promise<Question[]> {
  return api.get<Question[]>(withId(DEMANDS_API.questions, id));
}

export const revisionsQuery = (id: string) => queryOptions({ queryKey: queryKeys.demands.revisions(id), queryFn: () => getRevisions(id) });
export const eventsQuery = (id: string) => queryOptions({ queryKey: queryKeys.demands.events(id), queryFn: () => getEvents(id) });
export const questionsQuery = (id: string) => queryOptions({ queryKey: queryKeys.demands.questions(id), queryFn: () => getQuestions(id) });

export const useRevisions = (id: string) => useQuery(revisionsQuery(id));
export const useEvents = (id: string) => useQuery(eventsQuery(id));
export const useQuestions = (id: string) => useQuery(questionsQuery(id));
