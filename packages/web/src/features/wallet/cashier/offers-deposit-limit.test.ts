import type { MoneyLimit, PlayLimits } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { offersDepositLimit } from './offers-deposit-limit';

const fresh: PlayLimits = { limits: [], depositCredited: false, depositOfferDeclined: false };

function limit(kind: MoneyLimit['kind'], amountUsd: string | null = '100'): MoneyLimit {
  return {
    kind,
    period: 'week',
    amountUsd,
    usedUsd: '0',
    resetsAt: '2026-12-07T00:00:00.000Z',
    setBy: 'player',
    pending: amountUsd === null ? { amountUsd: '500', confirmableAt: '2026-12-05T00:00:00.000Z' } : null,
  };
}

describe('the deposit limit offer', () => {
  it('shows to a player with no credited deposit and no deposit limit', () => {
    expect(offersDepositLimit(fresh)).toBe(true);
    // A loss or wager limit is not a deposit limit: the offer still stands.
    expect(offersDepositLimit({ ...fresh, limits: [limit('loss'), limit('wager')] })).toBe(true);
  });

  it('hides once a deposit limit exists, in force or only waiting', () => {
    expect(offersDepositLimit({ ...fresh, limits: [limit('deposit')] })).toBe(false);
    expect(offersDepositLimit({ ...fresh, limits: [limit('deposit', null)] })).toBe(false);
  });

  it('hides once a deposit has been credited', () => {
    expect(offersDepositLimit({ ...fresh, depositCredited: true })).toBe(false);
  });

  it('hides once the player declined it, and while the limits load', () => {
    expect(offersDepositLimit({ ...fresh, depositOfferDeclined: true })).toBe(false);
    expect(offersDepositLimit(undefined)).toBe(false);
  });
});
