import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { DEFAULT_TEXT_BY_CODE, EnvelopeSchema, REASONS, type ErrorData, type ErrorReason } from '@b2b/shared/contract';
import { type AppError, causeChain, isAppError } from '../../lib/errors';
import { resolveLang } from '../../lib/i18n';
import { fieldsOf } from './validation';

export const ErrorDataSchema = Type.Object({
  reason: Type.String(),
  fields: Type.Optional(Type.Array(Type.String())),
  retryAfter: Type.Optional(Type.Integer()),
});

/** The response schemas of a route: the envelope of `data` on success, the error envelope otherwise. */
export function responses<T extends TSchema>(data: T) {
  const error = EnvelopeSchema(ErrorDataSchema);
  return { 200: EnvelopeSchema(data), '4xx': error, '5xx': error };
}

export function ok<T>(request: FastifyRequest, data: T) {
  return { code: 200, msg: DEFAULT_TEXT_BY_CODE[200][request.lang], data };
}

const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** PostgreSQL class 22 (data exception: bad number, text encoding…): the input's fault, not ours. */
function isDataException(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth++, current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^22[0-9A-Z]{3}$/.test(current.code)) return true;
  }
  return false;
}

/** Socket errors of the driver, and the messages `pg` gives a connection that ended or never came. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/;

/**
 * The database is gone for now (restarting, failing over, out of reach): class 08 (connection exception), 57P01–03
 * (shutting down, cannot connect now) or a socket error. Answered 503 with Retry-After, not a 500: nothing was wrong
 * with the request, and the pool reconnects by itself (docs/deploy.md, "Faults").
 */
function isDatabaseUnreachable(error: unknown): boolean {
  return causeChain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || UNREACHABLE_CODES.has(code)) return true;
    return typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message);
  });
}

function sendError(request: FastifyRequest, reply: FastifyReply, reason: ErrorReason, extra: Omit<ErrorData, 'reason'> = {}) {
  const { code } = REASONS[reason];
  const data: ErrorData = { reason };
  if (extra.fields?.length) data.fields = extra.fields;
  if (extra.retryAfter !== undefined) {
    data.retryAfter = extra.retryAfter;
    void reply.header('retry-after', String(extra.retryAfter));
  }
  return reply.code(code).send({ code, msg: REASONS[reason][request.lang], data });
}

/**
 * Errors the router raises before any hook runs (a malformed URL such as `/api/%`): Fastify's
 * `frameworkErrors` option, so that these also answer in the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = resolveLang(request.headers['accept-language']);
  const reason = REASON_BY_STATUS[error.statusCode ?? 500] ?? 'VALIDATION';
  return sendError(request, reply, reason);
}

/** Every failure, including Fastify's own (404, bad JSON, body too large), answers in the envelope. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isAppError(error)) return sendError(request, reply, error.reason, error);
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return sendError(request, reply, 'VALIDATION', { fields: fieldsOf(fastifyError.validation) });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value the schemas let through');
      return sendError(request, reply, 'VALIDATION');
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE', { retryAfter: 5 });
    }
    const status = fastifyError.statusCode ?? 500;
    const reason = status < 500 ? REASON_BY_STATUS[status] : undefined;
    if (reason) return sendError(request, reply, reason);
    if (status < 500) request.log.warn({ err: error }, 'unmapped client error');
    else request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, status < 500 ? 'VALIDATION' : 'INTERNAL');
  });
}
