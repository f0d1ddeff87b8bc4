import { diceGame } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  chanceText,
  DEFAULT_DICE_PARAMS,
  flipCondition,
  multiplierText,
  paramsFromChance,
  paramsFromMultiplier,
  paramsFromTarget,
} from './dice-maths';

/** Everything the board produces must be params the server accepts. */
function accepted(params: unknown): boolean {
  return diceGame.paramsSchema.safeParse(params).success;
}

describe('dice maths', () => {
  it('starts at over 50.50: 49.50% for 2×', () => {
    expect(chanceText(DEFAULT_DICE_PARAMS)).toBe('49.50');
    expect(multiplierText(DEFAULT_DICE_PARAMS)).toBe('2.0000');
  });

  it('keeps targets inside the 0.01%-98% win chance core allows', () => {
    expect(paramsFromTarget('over', 0)).toEqual({ condition: 'over', target: 2 });
    expect(paramsFromTarget('over', 10_000)).toEqual({ condition: 'over', target: 99.99 });
    expect(paramsFromTarget('under', 0)).toEqual({ condition: 'under', target: 0.01 });
    expect(paramsFromTarget('under', 9_999)).toEqual({ condition: 'under', target: 98 });
    for (const params of [paramsFromTarget('over', 0), paramsFromTarget('under', 10_000)]) {
      expect(accepted(params)).toBe(true);
    }
  });

  it('turns a win chance into the target', () => {
    expect(paramsFromChance('under', 25)).toEqual({ condition: 'under', target: 25 });
    expect(paramsFromChance('over', 25)).toEqual({ condition: 'over', target: 75 });
    expect(paramsFromChance('over', 99)).toEqual({ condition: 'over', target: 2 });
    expect(paramsFromChance('under', 0)).toEqual({ condition: 'under', target: 0.01 });
  });

  it('turns a multiplier into the target with chance = 99 / multiplier', () => {
    expect(paramsFromMultiplier('under', 2)).toEqual({ condition: 'under', target: 49.5 });
    expect(paramsFromMultiplier('over', 3)).toEqual({ condition: 'over', target: 67 });
    expect(multiplierText(paramsFromMultiplier('over', 3))).toBe('3.0000');
    expect(multiplierText(paramsFromMultiplier('over', 9900))).toBe('9900.0000');
    expect(paramsFromMultiplier('over', 1)).toEqual({ condition: 'over', target: 2 });
  });

  it('flips over and under on the same win chance', () => {
    const flipped = flipCondition({ condition: 'over', target: 70.25 });
    expect(flipped).toEqual({ condition: 'under', target: 29.75 });
    expect(chanceText(flipped)).toBe(chanceText({ condition: 'over', target: 70.25 }));
    expect(flipCondition(flipped)).toEqual({ condition: 'over', target: 70.25 });
  });

  it('always produces two-decimal targets the server accepts', () => {
    for (let chance = 0.01; chance <= 98; chance += 0.37) {
      for (const condition of ['over', 'under'] as const) {
        expect(accepted(paramsFromChance(condition, chance))).toBe(true);
      }
    }
  });
});
