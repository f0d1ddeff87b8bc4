import type { Redis } from 'ioredis';
import { RateLimited } from './errors';

/**
 * Fixed-window counters. With Redis the counts are shared by every node, so a
 * client cannot multiply its allowance by spreading attempts over servers.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

export function createRedisRateLimitStore(redis: Redis, prefix = 'ante:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = prefix + key;
      const results = await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, windowMs, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {},
  };
}

export interface RateLimiter {
  /** Throws RateLimited once any of the keys has been hit more than `limit` times. */
  consume(keys: string[]): Promise<void>;
}

export function createRateLimiter(
  store: RateLimitStore,
  options: { limit: number; windowMs: number },
): RateLimiter {
  return {
    async consume(keys) {
      const results = await Promise.all(keys.map((key) => store.hit(key, options.windowMs)));
      const exceeded = results.filter((result) => result.count > options.limit);
      if (exceeded.length > 0) {
        const waitMs = Math.max(...exceeded.map((result) => result.resetInMs));
        throw new RateLimited(Math.ceil(waitMs / 1000));
      }
    },
  };
}
