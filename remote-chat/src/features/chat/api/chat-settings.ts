import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@b2b/shared/api';
import { CHAT_API, type ChatLanguage, type ChatSettings } from '@b2b/shared/contract';
import { INLINE_ERROR, queryClient, queryKeys } from '@b2b/shared/query';

/** The chat language of an interface language: Chinese, or English for anything else. */
export const chatLanguageOf = (uiLanguage: string): ChatLanguage => (uiLanguage.startsWith('zh') ? 'zh-CN' : 'en-US');

/**
 * The caller's chat settings, with its chat language set to `language` (`initLanguage`): asked when the
 * chat screen starts and again when the interface's language changes, so translations come in it.
 */
export const chatSettingsQuery = (language: ChatLanguage) =>
  queryOptions({
    queryKey: queryKeys.chat.settings(language),
    queryFn: () => api.post<ChatSettings>(CHAT_API.initLanguage, { language }, { silent: true }),
    staleTime: Infinity,
    meta: INLINE_ERROR,
  });

/** The settings in the interface's language (undefined until the server answered). */
export function useChatSettings(): ChatSettings | undefined {
  const { i18n } = useTranslation();
  return useQuery(chatSettingsQuery(chatLanguageOf(i18n.language))).data;
}

/** Turns translation of incoming messages on or off (`setTranslateFlag`); the answer replaces the settings held. */
export function useTranslateFlag() {
  return useMutation({
    // Not silent: a refusal is toasted in the user's language, and the switch stays as it was.
    mutationFn: (translate: boolean) => api.post<ChatSettings>(CHAT_API.translateFlag, { translate }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.chat.settings(settings.language), settings),
  });
}
