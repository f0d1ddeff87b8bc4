import { ErrorCode } from '@ante/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, RateLimited } from './errors';

/** Fastify's own client errors, reworded for a player and given our codes. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.PayloadTooLarge,
    message: 'Request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.Validation,
    message: 'Content-Type must be application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.Validation,
    message: 'Request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.Validation,
    message: 'Request body is not valid JSON.',
  },
};

const statusCodes: Record<number, string> = {
  401: ErrorCode.NotLoggedIn,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  429: ErrorCode.RateLimited,
};

/**
 * The one place errors become HTTP answers: `{message, code}` always, with the
 * `field` an application error names, and a generic message for anything
 * unexpected (the details go to the log, never the client).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply
          .code(error.status)
          .send({ message: error.message, code: error.code, retryAfterMs: error.retryAfterMs });
      }
      const field = error.field ? { field: error.field } : {};
      return reply.code(error.status).send({ message: error.message, code: error.code, ...field });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message, code: known.code });
    if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.includes('JSON'))) {
      return reply.code(400).send({ message: 'Request body is not valid JSON.', code: ErrorCode.Validation });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = statusCodes[error.statusCode] ?? ErrorCode.Validation;
      return reply.code(error.statusCode).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: 'Something went wrong, please try again.', code: ErrorCode.Internal });
  });
}
