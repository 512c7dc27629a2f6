import type { Lang } from '@b2b/shared/contract';

export type { Lang };

export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];
export const DEFAULT_LANG: Lang = 'zh-CN';

export const PRODUCT_NAME: Readonly<Record<Lang, string>> = {
  'zh-CN': '企服通',
  'en-US': 'B2B Connect',
};

/**
 * A supported language for any tag: nothing gives the default (zh-CN), every Chinese variant
 * (zh, zh-TW, zh_HK, zh-Hant, ...) gives zh-CN, and every other language gives en-US.
 */
export function normalizeLang(input?: string | null): Lang {
  const tag = (input ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!tag) return DEFAULT_LANG;
  return tag === 'zh' || tag.startsWith('zh-') ? 'zh-CN' : 'en-US';
}

/** The form the API expects in its language header. */
export function toHeaderLang(lang: Lang): 'zh_CN' | 'en_US' {
  return lang === 'zh-CN' ? 'zh_CN' : 'en_US';
}
