import type { InternalAxiosRequestConfig } from 'axios';
import { REQUEST_ID_HEADER } from '@b2b/shared/contract';
import { currentLang, toHeaderLang } from '@b2b/shared/i18n';
import { clientId } from './client-id';
import { sessionLink } from './session-link';

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function originOf(url: string): string | null {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the request goes to our API. Our headers (token, client id) are never sent to another
 * origin, such as a CDN or a storage provider a download URL points at.
 */
export function isOwnApi(config: Pick<InternalAxiosRequestConfig, 'url' | 'baseURL'>): boolean {
  const url = config.url ?? '';
  if (!ABSOLUTE_URL.test(url)) return true;
  const target = originOf(url);
  return target !== null && target === originOf(config.baseURL || '/');
}

/**
 * A new id for one call (`X-Request-Id`, 32 hex digits: the contract's REQUEST_ID_PATTERN): the web tier and
 * the API log it with the call, so a user's report or a failed call in the console leads to its log lines.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request interceptor: headers of docs/product.md (Calls) and the upload timeout. */
export function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.upload) config.timeout = 0;
  if (!isOwnApi(config)) return config;
  const { headers } = config;
  const token = sessionLink().getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', toHeaderLang(currentLang()));
  if (!headers.has('X-Client-Id')) headers.set('X-Client-Id', clientId());
  if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, newRequestId());
  return config;
}
