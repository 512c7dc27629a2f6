import type { InternalAxiosRequestConfig } from 'axios';
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

/** The request interceptor: headers of docs/product.md (Calls) and the upload timeout. */
export function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.upload) config.timeout = 0;
  if (!isOwnApi(config)) return config;
  const { headers } = config;
  const token = sessionLink().getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', toHeaderLang(currentLang()));
  if (!headers.has('X-Client-Id')) headers.set('X-Client-Id', clientId());
  return config;
}
