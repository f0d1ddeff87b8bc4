import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimited } from './errors';

/**
 * Request-rate limits: one mechanism for every route, the maintained
 * @fastify/rate-limit plugin, with fixed windows counted in Redis when the casino has
 * it (so a limit holds across nodes) and in memory otherwise.
 *
 * A route declares its limit beside its handler, in its options:
 * `app.post(url, { config: { rateLimit: limit({ max, windowMs }) } }, handler)`.
 * A state-changing route (POST, PUT, PATCH, DELETE, and the few GETs of
 * its definition says `changesState`) that declares none gets
 * `RATE_LIMIT_PER_MINUTE` requests a minute per player, or per address when logged
 * out: far more than a person clicks, far fewer than a script sends. Routes count
 * apart unless they share a `name`. A second count on one route (per account besides
 * per address, or a key read from the body) is a `preHandler: extraLimit(app, ...)`
 * beside the first. A count only the handler can take (a free play is a bet of zero;
 * only wrong passwords count) is a `counter(app, ...)`: the plugin's own
 * `createRateLimit`, on the same stores. There is no other limiter.
 *
 * The bet path counts `perNode`: in this process's memory, because a bet must not
 * wait on a network round trip; a player spread over several nodes gets that many
 * per node, which the bet limit can afford (it only stops floods).
 *
 * A limited request answers 429 `{message, code, retryAfterMs}` with Retry-After and
 * changes nothing: the count runs in a hook before the handler.
 */
export interface Limit {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
  /** What is counted; routes with the same name share one count. Defaults to the route. */
  name?: string;
  /** Who is counted. Defaults to the player when logged in, else the client address. */
  key?: (request: FastifyRequest) => string | Promise<string>;
  /** Counts logged-in requests only; the route itself answers the others (401). */
  playersOnly?: boolean;
  /** Counts in this node's memory only (the bet path). */
  perNode?: boolean;
  /** What the player reads when limited (the default says to wait a moment). */
  message?: (retryAfterMs: number) => string;
}

/** Counters kept in memory per process: enough for every active player and address. */
const MEMORY_KEYS = 100_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The plugin hands a route's options to the store's `child`, and ignores a route's
 * `store` itself: naming the memory store there is how a limit asks to count per node.
 */
const PER_NODE = LocalStore as unknown as FastifyRateLimitStoreCtor;

/** The player when logged in, else the client address (behind TRUST_PROXY's hops). */
export async function playerOrAddress(request: FastifyRequest): Promise<string> {
  const auth = await request.auth();
  return auth ? `player:${auth.user.id}` : `ip:${request.ip}`;
}

/** The plugin's options for a route's `config.rateLimit`. */
export function limit(spec: Limit): RateLimitOptions {
  const key = spec.key ?? playerOrAddress;
  return {
    max: spec.max,
    timeWindow: spec.windowMs,
    hook: 'onRequest',
    ...(spec.perNode ? { store: PER_NODE } : {}),
    ...(spec.playersOnly ? { allowList: async (request) => !(await request.auth()) } : {}),
    keyGenerator: async (request) =>
      `${spec.name ?? `${request.method} ${request.routeOptions.url}`}:${await key(request)}`,
    errorResponseBuilder: (_request, context) => new RateLimited(context.ttl, spec.message?.(context.ttl)),
  };
}

/** A count that `hit` adds to and `check` only reads; both throw RateLimited once it is spent. */
export interface Counter {
  hit(request: FastifyRequest): Promise<void>;
  /** Refuses once the whole allowance is used, without counting (for limits on failures). */
  check(request: FastifyRequest): Promise<void>;
}

/**
 * A count run by the route's own code rather than before it: for what only the
 * handler knows (a free play is a bet of zero; a password is counted when wrong).
 */
export function counter(app: FastifyInstance, spec: Limit): Counter {
  const count = app.createRateLimit(limit(spec));
  return {
    async hit(request) {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new RateLimited(result.ttl, spec.message?.(result.ttl));
      }
    },
    async check(request) {
      const result = await count(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) {
        throw new RateLimited(result.ttl, spec.message?.(result.ttl));
      }
    },
  };
}

/** A second limit on a route, as a preHandler beside its `config.rateLimit`. */
export function extraLimit(app: FastifyInstance, spec: Limit) {
  const count = counter(app, spec);
  return (request: FastifyRequest) => count.hit(request);
}

/** A route as registered, with the limit the plugin counts it under (tests read this). */
export interface RegisteredRoute {
  method: string;
  url: string;
  rateLimit: RateLimitOptions | false | undefined;
  /** A GET its definition says changes state. */
  changesState: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Registers the plugin on the whole app, before any route: the store (Redis or
 * memory, memory for `perNode` limits), the default limit for state-changing routes
 * that declare none, and the 429 answer.
 */
export async function installRateLimits(
  app: FastifyInstance,
  options: {
    redis: Redis | null;
    keyPrefix: string;
    perMinute: number;
    /** Told when Redis fails a count (which this node then keeps in memory). */
    onStoreError?: (error: Error) => void;
  },
): Promise<void> {
  const inMemory = new LocalStore(false, false, MEMORY_KEYS);
  const shared = options.redis ? new RedisStore(false, false, options.redis, options.keyPrefix) : inMemory;
  // Every route keeps its counts under keys of its own (see `limit`), so one store per
  // backend serves them all. When Redis cannot answer, the count falls back to this
  // node's memory: the limits still hold per node, and a request is neither refused
  // nor failed because the shared counter is away.
  type Count = Parameters<FastifyRateLimitStore['incr']>;
  const withFallback =
    (method: 'incr' | 'read') => (key: Count[0], callback: Count[1], timeWindow: Count[2], max: Count[3]) => {
      if (shared === inMemory) return inMemory[method](key, callback, timeWindow, max);
      shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          options.onStoreError?.(error);
          inMemory[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };
  const incr = withFallback('incr');
  const read = withFallback('read');
  class Store implements FastifyRateLimitStore {
    incr(...args: Count) {
      incr(...args);
    }
    read(...args: Count) {
      read(...args);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return (routeOptions as { store?: unknown }).store === PER_NODE ? inMemory : this;
    }
  }

  const defaultLimit = limit({ max: options.perMinute, windowMs: 60_000 });
  app.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    const changesState =
      methods.some((method) => STATE_CHANGING.has(method)) ||
      (methods.includes('GET') && route.config?.changesState === true);
    if (route.config?.rateLimit !== undefined || !changesState) return;
    route.config = { ...route.config, rateLimit: defaultLimit };
  });
  await app.register(fastifyRateLimit, { global: false, store: Store });

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      routes.push({
        method,
        url: route.url,
        rateLimit: route.config?.rateLimit,
        changesState: route.config?.changesState === true,
      });
    }
  });
}
