import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount';
import { capPayout, largestStake, profitCapAtoms, profitRule } from './limits';
import { ORIGINAL_GAMES } from './registry';
import { multiplier } from './types';

const units = (decimal: string) => parseAmount(decimal, { allowZero: true });

describe('the maximum profit per bet', () => {
  it('refuses single-draw games and caps the games played in steps', () => {
    const rules = Object.fromEntries(ORIGINAL_GAMES.map((game) => [game.slug, profitRule(game)]));
    expect(rules).toMatchObject({ dice: 'refuse', limbo: 'refuse', roulette: 'refuse' });
    expect(rules).toMatchObject({ mines: 'cap', takethecrown: 'cap', topdollar: 'cap', blackjack: 'cap' });
  });

  it('turns the cap into the round’s currency at the rate it was staked at, and caps only above it', () => {
    // 0.0001 BTC staked as $9.50: $100,000 of profit is 1.05263157... BTC.
    const cap = profitCapAtoms('100000', units('0.0001'), units('9.5'));
    expect(cap).toBe(units('1.052631578947368421'));
    expect(profitCapAtoms('100000', 0n, 0n)).toBeNull();
    expect(capPayout(units('2'), units('1'), units('10'))).toBe(units('2'));
    expect(capPayout(units('15.84'), units('1'), units('10'))).toBe(units('11'));
    expect(capPayout(units('15.84'), units('1'), null)).toBe(units('15.84'));
  });

  it('gives the largest stake: the maximum bet, or for a refused game the stake that wins exactly the maximum profit', () => {
    const limits = { maxBetUsd: '10000', maxProfitUsd: '100000', usdRate: '1' };
    expect(largestStake({ ...limits, maxMultiplier: null })).toBe(units('10000'));
    expect(largestStake({ ...limits, maxMultiplier: multiplier('2') })).toBe(units('10000'));
    // 1,000x wins 999 times the stake: $100,000 / 999.
    expect(largestStake({ ...limits, maxMultiplier: multiplier('1000') })).toBe(
      units('100.100100100100100100'),
    );
    expect(largestStake({ ...limits, usdRate: '95000', maxMultiplier: null })).toBe(
      units('0.105263157894736842'),
    );
    expect(largestStake({ ...limits, usdRate: '0', maxMultiplier: null })).toBeNull();
  });
});
