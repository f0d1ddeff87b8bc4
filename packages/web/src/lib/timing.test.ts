import { describe, expect, it } from 'vitest';
import {
  BALANCES_REFETCH_MS,
  BALANCES_STALE_MS,
  FRIENDS_REFETCH_MS,
  GLOBAL_POT_STALE_MS,
  msUntilRatesRefresh,
  REWARDS_STATS_REFETCH_MS,
  SESSION_REFRESH_MS,
  SOCKET_PING_MS,
  SOCKET_RETRY_MS,
} from './timing';

describe('timing (docs/product.md#timing)', () => {
  it('has the product’s refetch and stale times', () => {
    expect(BALANCES_REFETCH_MS).toBe(120_000);
    expect(BALANCES_STALE_MS).toBe(1_000);
    expect(SESSION_REFRESH_MS).toBe(3_600_000);
    expect(REWARDS_STATS_REFETCH_MS).toBe(15_000);
    expect(FRIENDS_REFETCH_MS).toBe(30_000);
    expect(GLOBAL_POT_STALE_MS).toBe(600_000);
    expect(SOCKET_PING_MS).toBe(30_000);
    expect(SOCKET_RETRY_MS).toBe(2_000);
  });

  it('refreshes rates 3 s after each minute', () => {
    const minute = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(msUntilRatesRefresh(minute)).toBe(3_000);
    expect(msUntilRatesRefresh(minute + 2_999)).toBe(1);
    expect(msUntilRatesRefresh(minute + 3_000)).toBe(60_000);
    expect(msUntilRatesRefresh(minute + 30_000)).toBe(33_000);
  });
});
