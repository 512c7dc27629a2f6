import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from '../internal/storage';
import { LANGS, normalizeLang, PRODUCT_NAME, type Lang } from './lang';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';

export { DEFAULT_LANG, LANGS, normalizeLang, PRODUCT_NAME, toHeaderLang, type Lang } from './lang';
export { formatDate, formatDateTime, formatDateTimeMedium, formatMoney, warmFormatters, type Moment } from './format';

export const LANG_STORAGE_KEY = 'b2b.lang';
export const COMMON_NS = 'common';

function initialLang(): Lang {
  const stored = readItem(LANG_STORAGE_KEY);
  if (stored) return normalizeLang(stored);
  return normalizeLang(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** The one i18next instance of the platform: every app adds its namespace to it. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { [COMMON_NS]: zhCN }, 'en-US': { [COMMON_NS]: enUS } },
  lng: initialLang(),
  // A missing key shows the text of the language's supported form, then English.
  fallbackLng: (code) => [...new Set([normalizeLang(code), 'en-US'])],
  load: 'currentOnly',
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLang(): Lang {
  return normalizeLang(i18n.language);
}

/**
 * Sets `<html lang>` and the document title (the product name) to the current language, and keeps the
 * `b2b.lang` cookie equal to it: the web origin reads the cookie to send a page prerendered in this
 * language (the cookie holds the language only, never anything about the session).
 */
export function applyDocumentLanguage(): void {
  if (typeof document === 'undefined') return;
  const lang = currentLang();
  document.documentElement.lang = lang;
  document.title = PRODUCT_NAME[lang];
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage();

/** Switches the interface language and remembers it for the next visit. */
export function setLanguage(lang: Lang): void {
  const next = normalizeLang(lang);
  writeItem(LANG_STORAGE_KEY, next);
  void i18n.changeLanguage(next);
  applyDocumentLanguage();
}

/** Adds (or replaces) an app's namespace in both languages; adding the same bundle again changes nothing. */
export function addNamespace(ns: string, resources: Record<Lang, Record<string, unknown>>): void {
  for (const lang of LANGS) {
    i18n.addResourceBundle(lang, ns, resources[lang] ?? {}, true, true);
  }
}
