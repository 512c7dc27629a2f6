import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatLanguage, ChatSettings } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';
import { initLanguage } from './init-language';

/** The chat language of an interface language: Chinese, or English for anything else. */
export const chatLanguageOf = (uiLanguage: string): ChatLanguage => (uiLanguage.startsWith('zh') ? 'zh-CN' : 'en-US');

/**
 * The caller's chat settings, with its chat language set to `language` (`initLanguage`): asked when the
 * chat screen starts and again when the interface's language changes, so translations come in it.
 */
export const chatSettingsQuery = (language: ChatLanguage) =>
  queryOptions({
    queryKey: queryKeys.chat.settings(language),
    queryFn: () => initLanguage(language),
    staleTime: Infinity,
    meta: INLINE_ERROR,
  });

/** The settings in the interface's language (undefined until the server answered). */
export function useChatSettings(): ChatSettings | undefined {
  const { i18n } = useTranslation();
  return useQuery(chatSettingsQuery(chatLanguageOf(i18n.language))).data;
}
