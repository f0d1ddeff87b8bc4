import type { ShowPlayerBet } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { ownRound, stakesBySpot } from './own-win';
import { round } from './test-rounds';

const ETH = 10n ** 18n;

function bet(spot: string, amount: string, overrides: Partial<ShowPlayerBet> = {}): ShowPlayerBet {
  return {
    id: `${spot}-${amount}`,
    roundId: 7,
    spot,
    amount,
    currency: 'ETH',
    status: 'placed',
    payout: null,
    ...overrides,
  };
}

describe('stakesBySpot', () => {
  it('adds the stakes of the round per spot, leaving out refused and other rounds', () => {
    const bets = [
      bet('2', '1'),
      bet('2', '0.5'),
      bet('10', '1', { status: 'refused' }),
      bet('5', '1', { roundId: 6 }),
    ];
    expect(stakesBySpot(bets, 7)).toEqual({ '2': (3n * ETH) / 2n });
  });
});

describe('ownRound', () => {
  const bets = [bet('2', '1'), bet('10', '0.5')];
  it('knows only the stake before the spin', () => {
    expect(ownRound(bets, round())).toEqual({
      staked: (3n * ETH) / 2n,
      returned: null,
      paid: false,
      currency: 'ETH',
    });
  });
  it('works the win out from the multiplier once the spin is public', () => {
    const spun = round({ phase: 'spinning', segment: '2', segmentIndex: 1, multiplier: 30 });
    expect(ownRound(bets, spun).returned).toBe(30n * ETH);
    expect(ownRound(bets, round({ ...spun, segment: '1', multiplier: 2 })).returned).toBe(0n);
  });
  it('takes the studio payouts once the bets are settled', () => {
    const settled = [
      bet('2', '1', { status: 'won', payout: '3' }),
      bet('10', '0.5', { status: 'lost', payout: '0' }),
    ];
    const result = ownRound(
      settled,
      round({ phase: 'result', segment: '2', multiplier: 3, settled: 'settled' }),
    );
    expect(result).toEqual({ staked: (3n * ETH) / 2n, returned: 3n * ETH, paid: true, currency: 'ETH' });
  });
});
