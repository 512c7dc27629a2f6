import type { ChatLanguage } from '@b2b/shared/contract';
import type { Config } from '../../../config';

/** Turns a text into a chat language; rejects on failure or when `signal` aborts. */
export interface Translator {
  translate(text: string, target: ChatLanguage, signal: AbortSignal): Promise<string>;
}

/** LibreTranslate's language codes for the chat languages. */
export const LIBRE_LANGUAGES: Record<ChatLanguage, string> = { 'zh-CN': 'zh', 'en-US': 'en' };

/**
 * A server speaking LibreTranslate's HTTP API: `POST {url}/translate` with
 * `{ q, source: 'auto', target, format: 'text', api_key? }`, answering `{ translatedText }`.
 */
export function libreTranslate(url: string, apiKey?: string): Translator {
  return {
    async translate(text, target, signal) {
      const response = await fetch(`${url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: 'auto',
          target: LIBRE_LANGUAGES[target],
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal,
      });
      if (!response.ok) throw new Error(`translation server answered ${response.status}`);
      const body = (await response.json()) as { translatedText?: unknown };
      if (typeof body.translatedText !== 'string') throw new Error('translation server answered without translatedText');
      return body.translatedText;
    },
  };
}

/** Whether the platform translates (`TRANSLATE_URL` set). */
export const translates = (config: Pick<Config, 'translate'>): boolean => !!config.translate.url;

/** The platform's translator (`TRANSLATE_URL`), or null when it does not translate. */
export const translatorOf = (config: Pick<Config, 'translate'>): Translator | null =>
  config.translate.url ? libreTranslate(config.translate.url, config.translate.apiKey) : null;
