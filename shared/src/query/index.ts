// Re-exported so ui-kit can provide the client without a react-query dependency of its own.
export { QueryClientProvider } from '@tanstack/react-query';
export { createQueryClient, isTransient, queryClient, STALE_TIME_MS, toastQueryError } from './query-client';
export { INLINE_ERROR } from './meta';
export { demandEventsQuery, demandQuery, demandQuestionsQuery, demandRevisionsQuery } from './demand-queries';
export { chatUnreadQuery } from './chat-queries';
export { companyInfoQuery } from './company-queries';
export { useCompanyNames } from './company-names';
export { citiesQuery, companyTypesQuery, provincesQuery } from './reference-queries';
export { manpowerQuery, markHistoryQuery, responseQuery } from './response-queries';
export { noticeCountsQuery, noticeSettingsQuery, noticesQuery, useReadAllNotices, type NoticeTab } from './notice-queries';
export { queryKeys } from './query-keys';
