import { useQuery } from '@tanstack/react-query';
import { demandEventsQuery, demandQuestionsQuery, demandRevisionsQuery } from '@b2b/shared/query';

export const useRevisions = (id: string) => useQuery(demandRevisionsQuery(id));
export const useEvents = (id: string) => useQuery(demandEventsQuery(id));
export const useQuestions = (id: string) => useQuery(demandQuestionsQuery(id));
