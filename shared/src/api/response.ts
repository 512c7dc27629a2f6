import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { defaultTextByCode, FALLBACK_TEXT, NETWORK_ERROR_TEXT, REASON_NAMES, type ErrorReason } from '@b2b/shared/contract';
import { currentLang } from '@b2b/shared/i18n';
import { ApiError, isCancel } from './errors';
import { currentPath, isOnLoginPage, LOGIN_PATH, navigate, notify } from './hooks';
import { sessionLink } from './session-link';

export const SUCCESS_CODES: ReadonlySet<number> = new Set([200, 201, 202, 204]);
/** The session countdown (seconds) from which a 403 means "signed in elsewhere". */
export const REMOTE_LOGIN_MIN_SECONDS = 60;

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
}

export function isEnvelope(body: unknown): body is EnvelopeLike {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return typeof record.code === 'number' && ('msg' in record || 'data' in record);
}

/** docs/product.md (Calls): the body's code when the body is an envelope, else the HTTP status. */
export function responseCode(response: Pick<AxiosResponse, 'status' | 'data'>): number {
  return isEnvelope(response.data) ? response.data.code : response.status;
}

function reasonOf(data: unknown): ErrorReason | undefined {
  const reason = (data as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && (REASON_NAMES as readonly string[]).includes(reason) ? (reason as ErrorReason) : undefined;
}

/** Whether the request was sent without a token or with the token still in use. */
function concernsCurrentSession(config: InternalAxiosRequestConfig | undefined): boolean {
  const auth = config?.headers?.get('Authorization');
  if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) return true;
  return auth.slice('Bearer '.length) === sessionLink().getToken();
}

function loginUrl(): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath())}`;
}

/** Applies the error catalogue to a response whose code is not a success, and says why it failed. */
export function failure(code: number, body: unknown, config: InternalAxiosRequestConfig | undefined, cause?: unknown): ApiError {
  const envelope = isEnvelope(body) ? body : undefined;
  const serverMsg = typeof envelope?.msg === 'string' ? envelope.msg.trim() : '';
  const text = serverMsg || defaultTextByCode(code, currentLang());
  const details = { reason: reasonOf(envelope?.data), data: envelope?.data, cause };
  let toast = false;

  if (code === 401 || code === 402 || code === 403) {
    // An answer about a session replaced meanwhile (signed in again) must not end the new one.
    if (!concernsCurrentSession(config)) return new ApiError(code, text, { ...details, silent: true });
  }
  if (code === 401 || code === 402) {
    sessionLink().clear();
    if (!config?.skipAuthRedirect && !isOnLoginPage()) navigate(loginUrl());
  } else if (code === 403) {
    // Our API marks a plain permission denial with the reason FORBIDDEN: that is not a sign-in elsewhere.
    const remote = details.reason !== 'FORBIDDEN' && sessionLink().secondsLeft() >= REMOTE_LOGIN_MIN_SECONDS && !isOnLoginPage();
    if (remote) navigate(`${LOGIN_PATH}?type=remote`);
    else toast = true;
  } else if (code !== 500 && code !== 502) {
    toast = true;
  }

  const shown = toast && !config?.silent;
  if (shown) notify(text);
  return new ApiError(code, text, { ...details, silent: !shown, notifiable: toast });
}

/** The header with which the server says when the session of the request's token now ends (epoch ms). */
export const SESSION_EXPIRES_HEADER = 'x-session-expires';

/** Each authenticated answer moves the session's idle deadline: the countdown follows, for the current token only. */
function followSessionExpiry(response: AxiosResponse): void {
  const raw: unknown = response.headers?.[SESSION_EXPIRES_HEADER];
  const expires = Number(raw);
  if (raw === undefined || raw === null || !Number.isFinite(expires) || expires <= 0) return;
  const auth = response.config?.headers?.get?.('Authorization');
  if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) return;
  if (auth.slice('Bearer '.length) !== sessionLink().getToken()) return;
  sessionLink().setExpires(expires);
}

/** Response interceptor, success side: every response arrives here (validateStatus accepts all). */
export function onResponse(response: AxiosResponse): AxiosResponse {
  followSessionExpiry(response);
  const code = responseCode(response);
  if (SUCCESS_CODES.has(code)) return response;
  throw failure(code, response.data, response.config);
}

/** Response interceptor, error side: cancellations pass through untouched, the rest become ApiErrors. */
export function onResponseError(error: unknown): never {
  if (isCancel(error) || error instanceof ApiError) throw error;
  if (axios.isAxiosError(error)) {
    if (error.response) throw failure(responseCode(error.response), error.response.data, error.config, error);
    throw withoutResponse(error.config, NETWORK_ERROR_TEXT[currentLang()], error);
  }
  throw withoutResponse(undefined, FALLBACK_TEXT[currentLang()], error);
}

function withoutResponse(config: InternalAxiosRequestConfig | undefined, text: string, cause: unknown): ApiError {
  const silent = !!config?.silent;
  if (!silent) notify(text);
  return new ApiError(0, text, { silent, notifiable: true, cause });
}
