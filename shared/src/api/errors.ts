import axios from 'axios';
import type { ErrorReason } from '@b2b/shared/contract';

export interface ApiErrorOptions {
  reason?: ErrorReason;
  data?: unknown;
  silent?: boolean;
  /** Whether the catalogue would show it as a toast, had the call not been silent. */
  notifiable?: boolean;
  cause?: unknown;
}

/**
 * Every failed call rejects with this, except cancelled ones. `code` is the envelope code, the
 * HTTP status, or 0 when no response came. `silent` means no toast was shown for it, so the
 * caller may show it inline.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly reason?: ErrorReason;
  readonly data?: unknown;
  readonly silent: boolean;
  /**
   * The catalogue would show it as a toast (not a redirect to the login page, not a 500), had the call not
   * been silent: the query cache shows a silent query's failure by this and the query's meta.
   */
  readonly notifiable: boolean;

  constructor(code: number, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.reason = options.reason;
    this.data = options.data;
    this.silent = options.silent ?? false;
    this.notifiable = options.notifiable ?? false;
  }
}

/** A request cancelled through its AbortSignal (or a legacy CancelToken): callers ignore it. */
export function isCancel(err: unknown): boolean {
  if (axios.isCancel(err)) return true;
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'CanceledError';
}
