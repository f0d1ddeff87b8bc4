import { describeZodIssue, ErrorCode } from '@ante/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { AppError, RateLimited, Unavailable, ValidationError } from './errors';
import { isServiceUnavailable, SERVICE_RETRY_AFTER_SECONDS } from './service-errors';

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
 * A request that failed its route's schema (lib/api-contracts.ts), worded as
 * `parseInput` words the same failure: fastify-type-provider-zod passes on the first
 * zod issue's code, message and path (as a JSON pointer), which is all the sentence needs.
 */
function requestValidationError(issue: ZodFastifySchemaValidationError | undefined): ValidationError {
  if (!issue) return new ValidationError('Request is not valid');
  const path = issue.instancePath === '/' ? [] : issue.instancePath.slice(1).split('/');
  const keys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : undefined;
  const { field, message } = describeZodIssue({
    code: issue.keyword,
    path,
    message: issue.message ?? '',
    keys,
  });
  return new ValidationError(message, field);
}

/**
 * The one place errors become HTTP answers: `{message, code}` always (with `field` for
 * a bad input that names one), a generic message for anything unexpected (the details
 * go to the log, never the client).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(caught)
      ? requestValidationError(caught.validation[0])
      : caught;
    if (error instanceof AppError) {
      const amounts = error.amountsUsd.length > 0 ? { amountsUsd: error.amountsUsd } : {};
      if (error instanceof RateLimited) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply
          .code(error.status)
          .send({ message: error.message, code: error.code, retryAfterMs: error.retryAfterMs, ...amounts });
      }
      if (error instanceof Unavailable) reply.header('retry-after', String(error.retryAfterSeconds));
      const field = error.field ? { field: error.field } : {};
      return reply
        .code(error.status)
        .send({ message: error.message, code: error.code, ...field, ...amounts });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error(
        { err: error, route: `${error.method} ${error.url}`, problem: error.cause },
        'answer does not match its response schema',
      );
      return reply
        .code(500)
        .send({ message: 'Something went wrong, please try again.', code: ErrorCode.Internal });
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
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database or Redis is unreachable; answered 503');
      reply.header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({
        message: 'The casino is reconnecting. Please try again in a moment.',
        code: ErrorCode.Unavailable,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: 'Something went wrong, please try again.', code: ErrorCode.Internal });
  });
}
