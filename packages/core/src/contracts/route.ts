import type { z } from 'zod';
import type { Permission } from './staff';

/**
 * One definition per route, read by both sides: the server registers its handler
 * against it (packages/server/src/lib/register-route.ts), which applies the login, the
 * rate limit and the retry-safety it names and checks the input and the answer with
 * its schemas; the web calls it through `api.call(definition, input)`
 * (packages/web/src/lib/api.ts), which builds the path from its params and parses the
 * answer with its response schema. A path or a field renamed here changes both sides,
 * so a caller left behind fails the typecheck. The OpenAPI document is generated from
 * the same schemas.
 *
 * `path` is relative to `/api` and names its parameters Fastify's way
 * (`/play/:slug/bet`); `params` must then be a schema with exactly those keys.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`, whose handler may still read an optional session), a
 * logged-in player (`player`), or a member of staff (`staff`) whose role holds the
 * route's `permission`. A call without the login it needs is refused (401, or 403
 * without the permission) before its input is read.
 */
export type AuthLevel = 'public' | 'player' | 'staff';

/**
 * A request-rate limit fixed by the route itself. Limits whose numbers are the
 * operator's settings (the bet limit) are given where the server registers the route.
 */
export interface RouteRateLimit {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
  /** Routes with the same name share one count; by default each route counts apart. */
  name?: string;
}

/** The `:name` segments of a path, as a union of their names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route definition: what `defineRoute` takes. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  /** The path's parameters; required when the path names any, with exactly those keys. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body of the 200 answer. */
  response: z.ZodType;
  auth: AuthLevel;
  /**
   * For a staff route, the permission the caller's role must hold; `null` lets any
   * member of staff call it (only their own identity: `GET /staff/me`).
   */
  permission?: Permission | null;
  /**
   * The route moves money: a call may carry an Idempotency-Key, and a retry under the
   * same key gets the first answer without moving the money twice. The web sends each
   * such call with a fresh key and resends it when the answer is lost.
   */
  retrySafe?: boolean;
  rateLimit?: RouteRateLimit;
  /**
   * The body is multipart/form-data, not JSON: these file fields, each described for
   * the OpenAPI document, and text fields the handler reads itself. The web sends it
   * with `api.upload`, never `api.call`.
   */
  multipart?: { description: string };
  /**
   * The 200 answer is a file's bytes sent as their own type, not JSON: `response`
   * only describes it for the OpenAPI document.
   */
  file?: true;
  /**
   * A GET that changes state (the product defines a few: logout, a sign-in challenge).
   * The server treats it as the POST it could have been: refused when a browser sends
   * it for another site, and rate-limited. Why each is a GET and safe:
   * docs/decisions/0021-gets-that-change-state.md.
   */
  changesState?: true;
  /** Other statuses that answer in `response`'s shape rather than an error's (health's 503). */
  alsoAnswers?: readonly number[];
}

/** Requires `params` exactly when the path names parameters, and with their names. */
type ParamsMatchPath<D extends RouteDefinition> = [PathParamNames<D['path']>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<Record<PathParamNames<D['path']>, unknown>> };

/** A staff route names its permission (or null); no other route may. */
type PermissionMatchesAuth<D extends RouteDefinition> = D['auth'] extends 'staff'
  ? { permission: Permission | null }
  : { permission?: undefined };

/** Declares a route; the identity function, there for the checks its type makes. */
export function defineRoute<const D extends RouteDefinition>(
  definition: D & ParamsMatchPath<D> & PermissionMatchesAuth<D>,
): D {
  return definition;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: `params`, `query` and `body`, each present when the route has it. */
export type RouteInput<D extends RouteDefinition> = (D['params'] extends z.ZodType
  ? { params: InputOf<D['params']> }
  : unknown) &
  (D['query'] extends z.ZodType ? { query?: InputOf<D['query']> } : unknown) &
  (D['body'] extends z.ZodType ? { body: InputOf<D['body']> } : unknown);

/** The input as the handler reads it: parsed (defaults filled in, text trimmed). */
export type RouteParsedParams<D extends RouteDefinition> = D['params'] extends z.ZodType
  ? OutputOf<D['params']>
  : unknown;
export type RouteParsedQuery<D extends RouteDefinition> = D['query'] extends z.ZodType
  ? OutputOf<D['query']>
  : unknown;
export type RouteParsedBody<D extends RouteDefinition> = D['body'] extends z.ZodType
  ? OutputOf<D['body']>
  : unknown;

/** The 200 answer as the client reads it (after its schema parsed it). */
export type RouteResponse<D extends RouteDefinition> = OutputOf<D['response']>;

/**
 * The path with its parameters filled in, each encoded as a URI component:
 * `/play/:slug/bet` with `{slug: 'dice'}` is `/play/dice/bet`.
 */
export function routePath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a query string (`?limit=20`), leaving out what is undefined; '' when empty. */
export function routeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  const text = pairs.join('&');
  return text ? `?${text}` : '';
}
