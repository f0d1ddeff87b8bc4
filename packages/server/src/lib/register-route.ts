import type {
  AuthLevel,
  RouteDefinition,
  RouteParsedBody,
  RouteParsedParams,
  RouteParsedQuery,
  RouteResponse,
} from '@ante/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { type Limit, limit } from './rate-limit';
import { type Auth, requireAdmin, requireAuth, requireStaff } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its definition (the OpenAPI document reads it). */
    auth?: AuthLevel;
    /** A GET that changes state, from its definition: cross-site.ts and rate-limit.ts read it. */
    changesState?: boolean;
  }
}

/** The login each level asks for; a public route asks for none. */
const LOGIN: Record<AuthLevel, ((request: FastifyRequest) => Promise<Auth>) | null> = {
  public: null,
  player: requireAuth,
  staff: requireStaff,
  admin: requireAdmin,
};

/** The request as a handler reads it: params, query and body parsed by the definition's schemas. */
export type RouteRequest<D extends RouteDefinition> = FastifyRequest<{
  Params: RouteParsedParams<D>;
  Querystring: RouteParsedQuery<D>;
  Body: RouteParsedBody<D>;
}>;

/** The logged-in account for a route that needs one; nothing for a public route. */
export type RouteAuth<D extends RouteDefinition> = D['auth'] extends 'public' ? undefined : Auth;

export type RouteHandler<D extends RouteDefinition> = (
  request: RouteRequest<D>,
  reply: FastifyReply,
  auth: RouteAuth<D>,
) => Promise<RouteResponse<D> | FastifyReply> | RouteResponse<D> | FastifyReply;

/** What only the server knows about a route: its limit's numbers from settings, its key, its extra checks. */
export interface RouteServerOptions {
  /**
   * Added to (or, with max and windowMs, standing for) the definition's rate limit: a
   * count kept per node, counted by address, a message of its own, or numbers that
   * are the operator's settings.
   */
  rateLimit?: Partial<Limit>;
  /** Runs after the login and the input checks, before the handler (a second limit). */
  preHandler?: preHandlerAsyncHookHandler;
}

/** Any Fastify instance: the routes' plugins are typed with the zod type provider. */
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Registers `handler` for the route `definition` names (its method and path), with
 * what the definition says applied here rather than in each route: the login its
 * `auth` asks for (a call without it is a 401 or 403 before its input is read), its
 * schemas (input checked before the handler, the answer encoded through the response
 * schema: lib/api-contracts.ts), its rate limit (lib/rate-limit.ts) and, for a
 * `retrySafe` route, the Idempotency-Key (lib/idempotency). The handler gets the
 * account the login found as its third argument.
 */
export function register<D extends RouteDefinition>(
  app: AnyFastify,
  definition: D,
  handler: RouteHandler<D>,
  options: RouteServerOptions = {},
): void {
  const login = LOGIN[definition.auth];
  const limitSpec =
    definition.rateLimit || options.rateLimit
      ? ({ ...definition.rateLimit, ...options.rateLimit } as Limit)
      : undefined;
  const response: Record<number, unknown> = { 200: definition.response };
  for (const status of definition.alsoAnswers ?? []) response[status] = definition.response;
  const route: RouteOptions = {
    method: definition.method,
    url: definition.path,
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      // A multipart body is read by its handler, through the parser its scope registers.
      ...(definition.multipart
        ? {
            consumes: ['multipart/form-data'],
            description: `Multipart upload: ${definition.multipart.description}`,
          }
        : {}),
      response,
    },
    config: {
      auth: definition.auth,
      ...(definition.retrySafe ? { retrySafe: true } : {}),
      ...(definition.changesState ? { changesState: true } : {}),
      ...(limitSpec ? { rateLimit: limit(limitSpec) } : {}),
    },
    ...(login ? { preValidation: login } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    // The login was checked before the input; this reads it again from the request's cache.
    // A file's answer is a stream sent as it is: Fastify never runs it through the schema.
    handler: async (request, reply) =>
      handler(request as RouteRequest<D>, reply, (login ? await login(request) : undefined) as RouteAuth<D>),
  };
  app.route(route);
}
