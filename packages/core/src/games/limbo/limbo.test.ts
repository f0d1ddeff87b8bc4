import { describe, expect, it } from 'vitest';
import {
  EXAMPLE,
  expectEmpiricalRtp,
  expectedMultiplier,
  expectInRtpBand,
  STATISTICAL_TIMEOUT_MS,
  type WeightedOutcome,
} from '../shared/test-support';
import { multiplier } from '../types';
import { LIMBO_VALUES, limboCrashHundredths, limboGame, limboWinningValues } from './limbo';

const VALUES = LIMBO_VALUES;
const winningValues = limboWinningValues;

function limboOutcomes(target: number): WeightedOutcome[] {
  const hundredths = Math.round(target * 100);
  const wins = BigInt(winningValues(hundredths));
  return [
    { weight: wins, multiplier: multiplier(target.toFixed(2)) },
    { weight: BigInt(VALUES) - wins, multiplier: 0n },
  ];
}

describe('limbo', () => {
  it('crashes at the worked example: 3.22', () => {
    expect(limboGame.play(EXAMPLE, { target: 3.22 })).toEqual({
      result: { multiplier: 3.22 },
      multiplier: multiplier('3.22'),
    });
    expect(limboGame.play(EXAMPLE, { target: 3.23 }).multiplier).toBe(0n);
    expect(limboGame.maxMultiplier({ target: 1000000 })).toBe(multiplier('1000000'));
  });

  it('evaluates the formula in floating point, like a player verifier', () => {
    expect(limboCrashHundredths(0)).toBe(9_900_000_000);
    expect(limboCrashHundredths(VALUES - 1)).toBe(100);
    // 99e8 / 55e6 is exactly 180, but 1e8 / 55e6 * 0.99 * 100 rounds just below it.
    expect(limboCrashHundredths(54_999_999)).toBe(179);
    expect(winningValues(180)).toBe(Math.floor(9_900_000_000 / 180) - 1);
    expect(winningValues(200)).toBe(Math.floor(9_900_000_000 / 200));
  });

  it.each([1.01, 1.32, 1.5, 1.8, 2, 3.22, 5, 10, 33.33, 100, 1000, 12345.67, 100000, 1000000])(
    'target %s returns about 99 percent',
    (target) => {
      const rtp = expectedMultiplier(limboOutcomes(target));
      // floor(99e8 / T) * T / 1e10 is within T / 1e10 of 0.99; the float formula may lose one more value.
      expect(Math.abs(rtp - 0.99)).toBeLessThanOrEqual((2 * target * 100) / 1e10);
      expectInRtpBand(rtp);
    },
  );

  /**
   * With k = floor(99e8 / T) winning values the RTP is k * T / 1e10, rising with T
   * until k drops by one: so the worst targets start each run of equal k, the best
   * end it (where the float formula may lose one value). For k > 1000 even a run's
   * start keeps 0.99 * k / (k + 1) > 98.9%, less at most 0.1% for one lost value, so
   * checking both ends of every run with k = 99..1000 covers every target.
   */
  it('stays in the band for every target up to 502,538.07, and dips to 98.01% above', () => {
    const below: number[] = [];
    const above: number[] = [];
    for (let k = 99; k <= 1000; k += 1) {
      for (const hundredths of [Math.floor(9_900_000_000 / (k + 1)) + 1, Math.floor(9_900_000_000 / k)]) {
        if (hundredths > 100_000_000) continue;
        const rtp = (winningValues(hundredths) * hundredths) / 1e10;
        (hundredths <= 50_253_807 ? below : above).push(rtp);
      }
    }
    for (const rtp of below) expectInRtpBand(rtp);
    expect(Math.min(...below)).toBeCloseTo(0.985, 4);
    // The granularity of 10^8 values: 990,000.01 wins on 99 of them, 99 * 99000001 / 1e10.
    expect(Math.min(...above)).toBe(0.9801000099);
    expect(expectedMultiplier(limboOutcomes(990_000.01))).toBe(0.9801000099);
  });

  it.each([
    [{ target: 1 }, /^target must be between 1.01 and 1000000/],
    [{ target: 1000000.01 }, /^target must be between/],
    [{ target: 2.005 }, /^target must have at most 2 decimal places/],
    [{ target: '2' }, /^target must be a number/],
    [{}, /^target/],
  ])('refuses %j', (params, message) => {
    const parsed = limboGame.paramsSchema.safeParse(params);
    expect(parsed.error?.issues[0]?.path).toEqual(['target']);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });

  it(
    'matches its exact RTP over seeded rounds',
    () => {
      expectEmpiricalRtp((seeds) => limboGame.play(seeds, { target: 2 }).multiplier, limboOutcomes(2));
    },
    STATISTICAL_TIMEOUT_MS,
  );
});
