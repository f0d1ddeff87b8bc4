import type {
  AuthLevel,
  Permission,
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
import { type Auth, requireAuth, requirePermission } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its definition (the OpenAPI document reads it). */
    auth?: AuthLevel;
    /** A GET that changes state, from its definition: cross-site.ts and rate-limit.ts read it. */
    changesState?: boolean;
    /** The permission a staff route needs, from its definition; the audit entry names it. */
    permission?: Permission | null;
  }
}

type Login = (request: FastifyRequest) => Promise<Auth>;

/** The login a definition asks for; a public route asks for none. */
function loginFor(auth: AuthLevel, permission: Permission | null | undefined): Login | null {
  if (auth === 'public') return null;
  if (auth === 'player') return requireAuth;
  return requirePermission(permission ?? null);
}

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
  const login = loginFor(definition.auth, definition.permission);
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
      ...(definition.auth === 'staff' ? { permission: definition.permission ?? null } : {}),
      ...(definition.retrySafe ? { retrySafe: true } : {}),
      ...(definition.changesState ? { changesState: true } : {}),
      ...(limitSpec ? { rateLimit: limit(limitSpec) } : {}),
    },
    ...(login ? { preValidation: login } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    // The login was checked before the input; this reads it again from the request's cache.
    // A file's answer is a stream sent as it is: Fastify never runs it through the schema.
    handler: async (request, reply) => {
      const result = await handler(
        request as RouteRequest<D>,
        reply,
        (login ? await login(request) : undefined) as RouteAuth<D>,
      );
      // Every staff call that changes something leaves an audit entry (lib/staff-action.ts);
      // one that did not is a bug this makes loud in every test that calls it.
      if (definition.auth === 'staff' && definition.method !== 'GET' && request.auditSeq === undefined) {
        throw new Error(`${definition.method} ${definition.path} finished without an audit entry`);
      }
      return result;
    },
  };
  app.route(route);
}
