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

/** What a database error may carry, on the error itself or on one it wraps. */
export interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/** An error and the ones it wraps (`cause`: drizzle wraps the driver's error), three deep. */
export function causeChain(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 3; current = (current as { cause?: unknown }).cause) {
    chain.push(current as DriverError);
  }
  return chain;
}

/** Whether the error, or one it wraps, has this SQLSTATE. */
export const hasSqlState = (error: unknown, code: string): boolean => causeChain(error).some((e) => e.code === code);

/** The error a PostgreSQL unique index raises (SQLSTATE 23505), possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = causeChain(error).find((e) => e.code === '23505');
  return !!violation && (!constraint || violation.constraint === constraint);
}
