import { formatMultiplier } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { compileSlot } from './document';
import { evaluate } from './evaluate';
import { exactRtp, reelSetOdds } from './exact-rtp';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import { rational, toDecimal, toNumber } from './rational';
import { enumerateWindows, maxFeatureWin, slotStatistics, volatilityClass } from './statistics';
import { TINY, variant } from './test-support';

describe('the enumeration of every stop combination', () => {
  it('counts what `evaluate` pays for each window, in the tiny slot', () => {
    for (const set of ['base', 'free'] as const) {
      const strips = TINY.reelStrips[set];
      const expected = new Map<string, number>();
      for (let combination = 0; combination < 4 ** 5; combination += 1) {
        const window = strips.map((strip, reel) => {
          const stop = Math.floor(combination / 4 ** reel) % 4;
          return [strip[(stop + 3) % 4], strip[stop], strip[(stop + 1) % 4]] as string[];
        });
        const evaluation = evaluate(TINY, window, 'base');
        const key = `${evaluation.freeSpinsAwarded > 0}:${evaluation.lineBets}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const counted = enumerateWindows(compileSlot(TINY), set);
      const found = new Map<string, number>();
      for (const [triggers, ways] of [
        [false, counted.plain],
        [true, counted.triggering],
      ] as const)
        ways.forEach((count, lineBets) => {
          if (count > 0) found.set(`${triggers}:${lineBets}`, count);
        });
      expect(found).toEqual(expected);
    }
  });

  it('agrees with the per-line sums of the exact return, for both reel sets', () => {
    const slot = compileSlot(FORGE_OF_FORTUNE);
    const statistics = slotStatistics(FORGE_OF_FORTUNE);
    for (const set of ['base', 'free'] as const) {
      const odds = reelSetOdds(slot, set);
      const counted = statistics.enumerated[set];
      expect(rational(counted.lineBets, counted.combinations)).toEqual(odds.lineBets);
      expect(rational(counted.scatterBets, counted.combinations)).toEqual(odds.scatterBets);
    }
    expect(statistics.roundMean).toEqual(exactRtp(FORGE_OF_FORTUNE).total);
  });
});

describe('the published statistics', () => {
  const statistics = slotStatistics(FORGE_OF_FORTUNE);

  it('has a paid spin win 41.66% of the time', () => {
    expect(statistics.hitFrequency).toEqual(rational(1747237n, 4194304n));
    expect(toDecimal(statistics.hitFrequency, 4)).toBe('0.4166');
  });

  it('is of medium volatility, a round having a standard deviation of 4.52 bets', () => {
    expect(statistics.standardDeviation).toBeCloseTo(4.5199, 4);
    expect(Math.sqrt(toNumber(statistics.baseSpinVariance))).toBeCloseTo(1.6878, 4);
    expect(statistics.volatility).toBe('medium');
    expect([2.99, 3, 8.99, 9].map(volatilityClass)).toEqual(['low', 'medium', 'medium', 'high']);
  });

  it('wins at most 6,862.1 times the bet in a round', () => {
    expect(statistics.maxBaseSpin).toBe(1700);
    expect(statistics.maxFreeSpin).toBe(1549);
    expect(statistics.maxWinLineBets).toBe(137242);
    expect(formatMultiplier(statistics.maxWin)).toBe('6862.1');
  });

  it('finds the feature maximum over the number of retriggering spins', () => {
    const slot = compileSlot(FORGE_OF_FORTUNE);
    // 10 spins, 10 more per retrigger, at most 30: no retrigger 10 x 100; one, 40 + 19 x 100;
    // two, 80 + 28 x 100, the best.
    expect(maxFeatureWin(slot, 100, 40)).toBe(2880);
    expect(maxFeatureWin(slot, 100, 100)).toBe(3000);
    expect(maxFeatureWin(slot, 100, -1)).toBe(1000);
    // A retriggering window worth nothing can still pay for itself in extra spins.
    expect(maxFeatureWin(slot, 5, 0)).toBe(140);
    const lower = compileSlot(variant(FORGE_OF_FORTUNE, (d) => Object.assign(d.freeSpins, { maxSpins: 25 })));
    expect(maxFeatureWin(lower, 100, 40)).toBe(2380);
  });
});
