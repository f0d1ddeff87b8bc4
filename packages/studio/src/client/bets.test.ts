import { describe, expect, it } from 'vitest';
import { betIndex, betStepsAvailable, stepBet } from './bets';

const levels = ['0.00001', '0.00002', '0.00005', '0.0001', '0.0002'];

describe('bet stepping', () => {
  it('finds the default bet among the levels, by value', () => {
    expect(betIndex(levels, '0.00005')).toBe(2);
    expect(betIndex(levels, '0.000050')).toBe(2);
    expect(betIndex(levels, '0.00007')).toBe(2);
    expect(betIndex(levels, '0.000001')).toBe(0);
    expect(betIndex(levels, '5')).toBe(4);
  });

  it('moves one level and stops at the ends', () => {
    expect(stepBet(levels, 2, 1)).toBe(3);
    expect(stepBet(levels, 2, -1)).toBe(1);
    expect(stepBet(levels, 0, -1)).toBe(0);
    expect(stepBet(levels, 4, 1)).toBe(4);
    expect(stepBet([], 0, 1)).toBe(0);
  });

  it('says which way the bet can move', () => {
    expect(betStepsAvailable(levels, 0)).toEqual({ down: false, up: true });
    expect(betStepsAvailable(levels, 2)).toEqual({ down: true, up: true });
    expect(betStepsAvailable(levels, 4)).toEqual({ down: true, up: false });
    expect(betStepsAvailable(['1'], 0)).toEqual({ down: false, up: false });
  });
});
