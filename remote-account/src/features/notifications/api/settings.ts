import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type NoticeSetting } from '@b2b/shared/contract';
import { noticeSettingsQuery, queryKeys } from '@b2b/shared/query';

export const useNoticeSettings = () => useQuery(noticeSettingsQuery());

/** Saves one area's channels; the server's answer (every area) replaces the cached settings. */
export function useSaveNoticeSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: NoticeSetting) => api.put<NoticeSetting[]>(API.noticeSettings, { settings: [setting] }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.noticeSettings.mine(), settings),
  });
}
