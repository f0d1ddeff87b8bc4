/**
 * The two stores @fastify/rate-limit ships (memory and Redis), which its package
 * exports only as files: lib/rate-limit.ts picks one of them per route.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
  export default RedisStore;
}
