import { kenoPaytable } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { hitsSoFar, multiplierText, randomPicks, togglePick } from './keno-picks';

describe('togglePick', () => {
  it('adds a number in order and removes it again', () => {
    expect(togglePick([3, 20], 7)).toEqual([3, 7, 20]);
    expect(togglePick([3, 7, 20], 7)).toEqual([3, 20]);
  });

  it('refuses an eleventh pick', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 10)).toHaveLength(9);
  });
});

describe('randomPicks', () => {
  it('picks the asked count of different numbers from 1 to 40', () => {
    for (const count of [1, 5, 10]) {
      const picks = randomPicks(count);
      expect(picks).toHaveLength(count);
      expect(new Set(picks).size).toBe(count);
      expect(picks.every((n) => Number.isInteger(n) && n >= 1 && n <= 40)).toBe(true);
    }
  });

  it('keeps to 1-10 picks', () => {
    expect(randomPicks(0)).toHaveLength(1);
    expect(randomPicks(15)).toHaveLength(10);
  });

  it('can reach both ends of the board', () => {
    expect(randomPicks(1, () => 0)).toEqual([1]);
    expect(randomPicks(1, () => 0.999999)).toEqual([40]);
  });
});

describe('hitsSoFar', () => {
  it('counts only the numbers revealed so far', () => {
    const drawn = [5, 9, 12, 40, 1, 2, 3, 4, 6, 7];
    expect(hitsSoFar([9, 40, 33], drawn, 0)).toBe(0);
    expect(hitsSoFar([9, 40, 33], drawn, 2)).toBe(1);
    expect(hitsSoFar([9, 40, 33], drawn, 10)).toBe(2);
  });
});

describe('multiplierText', () => {
  it("writes core's table values back as they were written", () => {
    expect(kenoPaytable(1, 'classic').map(multiplierText)).toEqual(['0', '3.96']);
    expect(kenoPaytable(10, 'low').map(multiplierText).at(-1)).toBe('1000');
    expect(kenoPaytable(3, 'low').map(multiplierText)).toEqual(['0', '1.1', '1.38', '26']);
  });
});
