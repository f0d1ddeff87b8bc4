import type { Redis } from 'ioredis';
import { RateLimited } from './errors';

/**
 * Fixed-window counters. With Redis the counts are shared by every node, so a
 * client cannot multiply its allowance by spreading attempts over servers.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count on `key` in the current window, without counting a hit (0 when none). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
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
    async peek(key) {
      const now = Date.now();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
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
    async peek(key) {
      const redisKey = prefix + key;
      const results = await redis.multi().get(redisKey).pttl(redisKey).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[1]?.[1] ?? 0);
      return ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
    },
    async close() {},
  };
}

export interface RateLimiter {
  /** Throws RateLimited once any of the keys has been hit more than `limit` times. */
  consume(keys: string[]): Promise<void>;
  /**
   * Throws RateLimited when any of the keys has used its whole allowance (`limit`
   * hits) in the current window, without counting a hit: for limits that count only
   * failures, which must still refuse the next attempt, right or wrong, until the
   * window passes.
   */
  check(keys: string[]): Promise<void>;
}

export function createRateLimiter(
  store: RateLimitStore,
  options: { limit: number; windowMs: number; message?: (retryAfterSeconds: number) => string },
): RateLimiter {
  function refuse(spent: Array<{ resetInMs: number }>): void {
    if (spent.length === 0) return;
    const retryAfterSeconds = Math.ceil(Math.max(...spent.map((result) => result.resetInMs)) / 1000);
    throw new RateLimited(retryAfterSeconds, options.message?.(retryAfterSeconds));
  }
  return {
    async consume(keys) {
      const results = await Promise.all(keys.map((key) => store.hit(key, options.windowMs)));
      refuse(results.filter((result) => result.count > options.limit));
    },
    async check(keys) {
      const results = await Promise.all(keys.map((key) => store.peek(key)));
      refuse(results.filter((result) => result.count >= options.limit));
    },
  };
}
