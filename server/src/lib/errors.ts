import { REASONS, type ErrorData, type ErrorReason } from '@b2b/shared/contract';

/** An expected failure: the error handler turns it into an error envelope with `REASONS[reason].code`. */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly statusCode: number;
  readonly fields?: string[];
  readonly retryAfter?: number;

  constructor(reason: ErrorReason, extra: Omit<ErrorData, 'reason'> = {}) {
    super(reason);
    this.name = 'AppError';
    this.reason = reason;
    this.statusCode = REASONS[reason].code;
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The error a PostgreSQL unique index raises (SQLSTATE 23505), possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}
