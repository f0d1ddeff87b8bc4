import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request that takes longer than this is logged at `warn`, whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's per-request log lines, at levels an operator can live with. By default
 * every request writes two `info` lines, so at the default `LOG_LEVEL` the log was
 * mostly page loads and polling. Here an ordinary request, a client error (4xx) and
 * an unknown route are `debug`; a server error (5xx) is `error` and a slow request
 * `warn`, each with its method, URL, status and time, so they stand out at `info`.
 * The error itself (with its stack) is logged by the error handler (http-errors.ts).
 */
class RequestLogController extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error || reply.statusCode >= 500) {
      reply.log.error({ ...line, err: error ?? undefined }, 'server error answered');
    } else if (responseTime > this.slowRequestMs) {
      reply.log.warn(line, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}

export function requestLogController(slowRequestMs = SLOW_REQUEST_MS): LogController {
  return new RequestLogController(slowRequestMs);
}
