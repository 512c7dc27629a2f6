import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { normalizeLang } from '@b2b/shared/i18n';

const DAYJS_LOCALE = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

/** A dayjs date in the interface language. */
export const localDay = (value: ConfigType, lang: string) => dayjs(value).locale(DAYJS_LOCALE[normalizeLang(lang)]);

export const formatDateTime = (value: ConfigType, lang: string) =>
  localDay(value, lang).format(normalizeLang(lang) === 'zh-CN' ? 'YYYY年M月D日 HH:mm' : 'MMM D, YYYY HH:mm');

export const formatDate = (value: ConfigType, lang: string) =>
  localDay(value, lang).format(normalizeLang(lang) === 'zh-CN' ? 'YYYY-MM-DD' : 'MMM D, YYYY');
