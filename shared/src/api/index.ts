import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { setHooks, type ApiHooks } from './hooks';
import { serializeParams } from './params';
import { prepareRequest } from './request';
import { isEnvelope, onResponse, onResponseError } from './response';

declare module 'axios' {
  // The type parameters must match axios's own declaration for the merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface AxiosRequestConfig<D = any, P = any> {
    /** A file upload: no timeout. */
    upload?: boolean;
    /** No toast on failure: the caller shows the error inline. */
    silent?: boolean;
    /** A 401/402 clears the session without going to the login page (session checks, logout). */
    skipAuthRedirect?: boolean;
  }
}

export { ApiError, isCancel, type ApiErrorOptions } from './errors';
export { notify } from './hooks';
export { CLIENT_ID_KEY } from './client-id';
export { bindSession, type SessionLink } from './session-link';
export { serializeParams } from './params';
export { isEnvelope, responseCode, REMOTE_LOGIN_MIN_SECONDS, SESSION_EXPIRES_HEADER, SUCCESS_CODES } from './response';
export type { ApiHooks };

export const DEFAULT_TIMEOUT_MS = 60_000;

export const http: AxiosInstance = axios.create({
  baseURL: '',
  timeout: DEFAULT_TIMEOUT_MS,
  paramsSerializer: { serialize: serializeParams },
  // Every response goes to the catalogue, which decides by the envelope code first.
  validateStatus: () => true,
});
http.interceptors.request.use(prepareRequest);
http.interceptors.response.use(onResponse, onResponseError);

/** The host registers its toast, navigation and location; `baseURL` points the client at another API origin. */
export function configureApi(options: Partial<ApiHooks> & { baseURL?: string }): void {
  const { baseURL, ...hooks } = options;
  if (baseURL !== undefined) http.defaults.baseURL = baseURL;
  setHooks(hooks);
}

function unwrap<T>(response: AxiosResponse): T {
  const body: unknown = response.data;
  if (response.status === 204 && body === '') return undefined as T;
  return (isEnvelope(body) ? body.data : body) as T;
}

/** Calls that resolve the envelope's `data` on success and reject an ApiError otherwise. */
export const api = {
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
    return http.get(url, { ...config, params: params ?? config?.params }).then(unwrap<T>);
  },
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return http.post(url, body, config).then(unwrap<T>);
  },
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return http.put(url, body, config).then(unwrap<T>);
  },
  delete<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
    return http.delete(url, { ...config, params: params ?? config?.params }).then(unwrap<T>);
  },
};

/** An AbortSignal for a call (or several), and the function that cancels them. */
export function cancellable(): { signal: AbortSignal; cancel(): void } {
  const controller = new AbortController();
  return { signal: controller.signal, cancel: () => controller.abort() };
}
