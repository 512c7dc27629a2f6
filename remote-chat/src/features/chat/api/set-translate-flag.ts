import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { CHAT_API, type ChatSettings } from '@b2b/shared/contract';
import { queryClient, queryKeys } from '@b2b/shared/query';

/** Turns translation of incoming messages on or off (`setTranslateFlag`); the answer replaces the settings held. */
export function useTranslateFlag() {
  return useMutation({
    // Not silent: a refusal is toasted in the user's language, and the switch stays as it was.
    mutationFn: (translate: boolean) => api.post<ChatSettings>(CHAT_API.translateFlag, { translate }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.chat.settings(settings.language), settings),
  });
}
