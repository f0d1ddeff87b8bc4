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
import { type DiceCondition, diceGame, diceMultiplier } from './dice';

/** Enumerates the 10001 equally likely rolls, deciding each win independently of play(). */
function diceOutcomes(condition: DiceCondition, target: number): WeightedOutcome[] {
  const targetHundredths = Math.round(target * 100);
  const pays = diceMultiplier(condition, target);
  return Array.from({ length: 10_001 }, (_, roll) => {
    const won = condition === 'under' ? roll < targetHundredths : roll > targetHundredths;
    return { weight: 1n, multiplier: won ? pays : 0n };
  });
}

describe('dice', () => {
  it('rolls the worked example: 30.74', () => {
    expect(diceGame.play(EXAMPLE, { condition: 'under', target: 50 })).toEqual({
      result: { roll: 30.74 },
      multiplier: multiplier('1.98'),
    });
    expect(diceGame.play(EXAMPLE, { condition: 'over', target: 30.73 }).multiplier).toBeGreaterThan(0n);
  });

  it('loses both ways when the roll equals the target', () => {
    expect(diceGame.play(EXAMPLE, { condition: 'under', target: 30.74 }).multiplier).toBe(0n);
    expect(diceGame.play(EXAMPLE, { condition: 'over', target: 30.74 }).multiplier).toBe(0n);
    expect(diceGame.play(EXAMPLE, { condition: 'under', target: 30.75 }).multiplier).toBeGreaterThan(0n);
  });

  it('pays 99 / chancePercent, with the chance counted in rolls', () => {
    expect(diceMultiplier('under', 49.5)).toBe(multiplier('2'));
    expect(diceMultiplier('over', 50.5)).toBe(multiplier('2'));
    expect(diceMultiplier('under', 0.01)).toBe(multiplier('9900'));
    expect(diceMultiplier('over', 2)).toBe(multiplier('1.01020408'));
    expect(diceGame.maxMultiplier({ condition: 'under', target: 98 })).toBe(multiplier('1.01020408'));
  });

  it.each([
    ['under', 0.01],
    ['under', 1],
    ['under', 10.55],
    ['under', 49.5],
    ['under', 50],
    ['under', 77.77],
    ['under', 98],
    ['over', 2],
    ['over', 25],
    ['over', 50.5],
    ['over', 90.01],
    ['over', 99.99],
  ] as const)('returns 9900/10001 minus truncation: %s %s', (condition, target) => {
    const rtp = expectedMultiplier(diceOutcomes(condition, target));
    expect(rtp).toBeCloseTo(9900 / 10001, 6);
    expect(rtp).toBeLessThanOrEqual(9900 / 10001);
    expectInRtpBand(rtp);
  });

  it.each([
    [{ condition: 'under', target: 0 }, 'target'],
    [{ condition: 'under', target: 98.01 }, 'target'],
    [{ condition: 'over', target: 1.99 }, 'target'],
    [{ condition: 'over', target: 100 }, 'target'],
    [{ condition: 'over', target: 100.01 }, 'target'],
    [{ condition: 'under', target: -1 }, 'target'],
    [{ condition: 'under', target: 30.745 }, 'target'],
    [{ condition: 'under', target: Number.NaN }, 'target'],
    [{ condition: 'under', target: '50' }, 'target'],
    [{ condition: 'under' }, 'target'],
    [{ condition: 'sideways', target: 50 }, 'condition'],
  ])('refuses %j, naming %s', (params, field) => {
    const parsed = diceGame.paramsSchema.safeParse(params);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
    expect(parsed.error?.issues[0]?.message).toMatch(new RegExp(`^${field} `));
  });

  it('accepts the edges of the win-chance range', () => {
    for (const params of [
      { condition: 'under', target: 0.01 },
      { condition: 'under', target: 98 },
      { condition: 'over', target: 2 },
      { condition: 'over', target: 99.99 },
    ]) {
      expect(diceGame.paramsSchema.safeParse(params).success).toBe(true);
    }
  });

  it(
    'matches its exact RTP over seeded rounds',
    () => {
      expectEmpiricalRtp(
        (seeds) => diceGame.play(seeds, { condition: 'under', target: 49.5 }).multiplier,
        diceOutcomes('under', 49.5),
      );
    },
    STATISTICAL_TIMEOUT_MS,
  );
});
