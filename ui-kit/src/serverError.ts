import type { FormInstance } from 'antd';
import type { ErrorReason } from '@b2b/shared/contract';

/** What the UI needs of a rejected API call. */
export interface ServerError {
  reason?: ErrorReason;
  /** The envelope `msg`, already in the user's language. */
  message: string;
  /** For VALIDATION and FILE_NOT_ATTACHABLE: field names taken from JSON paths such as `/email`. */
  fields: string[];
  /** For ACCOUNT_LOCKED and RATE_LIMITED: seconds until a retry may succeed. */
  retryAfter?: number;
}

interface ApiErrorLike {
  code?: unknown;
  reason?: unknown;
  message?: unknown;
  data?: { reason?: unknown; fields?: unknown; retryAfter?: unknown } | null;
}

/** Reads an `ApiError` of `@b2b/shared/api`; anything else (a cancelled request, a form validation) gives null. */
export function readServerError(err: unknown): ServerError | null {
  if (!err || typeof err !== 'object' || typeof (err as ApiErrorLike).code !== 'number') return null;
  const e = err as ApiErrorLike;
  const data = e.data && typeof e.data === 'object' ? e.data : undefined;
  const reason = (typeof e.reason === 'string' ? e.reason : typeof data?.reason === 'string' ? data.reason : undefined) as
    ErrorReason | undefined;
  const fields = Array.isArray(data?.fields)
    ? data.fields.filter((f): f is string => typeof f === 'string').map((f) => f.replace(/^\//, '').split('/')[0])
    : [];
  const retryAfter = typeof data?.retryAfter === 'number' && data.retryAfter > 0 ? data.retryAfter : undefined;
  return { reason, message: typeof e.message === 'string' ? e.message : '', fields, retryAfter };
}

/**
 * Puts a server error under the form fields it concerns: `byReason` maps a reason to the field
 * it is about; VALIDATION marks each listed field the form has with `invalidText`, and any other
 * reason that lists fields (FILE_NOT_ATTACHABLE) puts its own message under them. Returns true when every part
 * of the error landed on a field; otherwise the caller shows it in an alert.
 */
export function showOnFields(
  form: FormInstance,
  error: ServerError,
  options: { byReason?: Partial<Record<ErrorReason, string>>; fields: readonly string[]; invalidText: string },
): boolean {
  const field = error.reason ? options.byReason?.[error.reason] : undefined;
  if (field) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return true;
  }
  if (error.fields.length) {
    const text = error.reason === 'VALIDATION' ? options.invalidText : error.message;
    const known = error.fields.filter((f) => options.fields.includes(f));
    form.setFields(known.map((name) => ({ name, errors: [text] })));
    return known.length === error.fields.length;
  }
  return false;
}
