import { describe, expect, it } from 'vitest';
import { celebrationMs, presentWins, winningCells, winTier } from './presentation';
import type { WireSpin } from './types';

function spin(lineWins: [number, string, number, number][], scatter: number | null): WireSpin {
  return {
    reelSet: 'base',
    stops: [0, 0, 0, 0, 0],
    window: [],
    nonce: 1,
    freeSpinsAdded: 0,
    freeSpinsLeft: 0,
    evaluation: {
      mode: 'base',
      lineWins: lineWins.map(([line, symbol, count, lineBets]) => ({
        line,
        symbol,
        count,
        lineBets,
        multiplier: '0',
        positions: Array.from({ length: count }, (_, reel) => ({ reel, row: line % 3 })),
      })),
      scatterWin:
        scatter === null
          ? null
          : {
              count: 3,
              lineBets: scatter,
              multiplier: '0',
              positions: [
                { reel: 0, row: 2 },
                { reel: 2, row: 0 },
                { reel: 4, row: 1 },
              ],
            },
      scatterCount: scatter === null ? 0 : 3,
      freeSpinsAwarded: 0,
      winMultiplier: 1,
      lineBets: 0,
      multiplier: '0',
    },
  };
}

describe('win presentation', () => {
  it('shows the largest win first, equal wins by payline', () => {
    const wins = presentWins(
      spin(
        [
          [7, 'topaz', 3, 6],
          [2, 'ruby', 3, 20],
          [1, 'topaz', 3, 6],
        ],
        40,
      ),
      'rune',
    );
    expect(wins.map((win) => (win.kind === 'line' ? win.line : 'scatter'))).toEqual(['scatter', 2, 1, 7]);
  });

  it('puts the scatter after lines that pay the same', () => {
    const wins = presentWins(spin([[4, 'ruby', 3, 40]], 40), 'rune');
    expect(wins.map((win) => win.kind)).toEqual(['line', 'scatter']);
    expect(wins[1]?.symbol).toBe('rune');
  });

  it('lists each winning cell once', () => {
    const wins = presentWins(
      spin(
        [
          [0, 'ruby', 3, 20],
          [3, 'ruby', 4, 75],
        ],
        null,
      ),
      'rune',
    );
    expect(winningCells(wins)).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 0 },
      { reel: 2, row: 0 },
      { reel: 3, row: 0 },
    ]);
  });
});

describe('win tiers', () => {
  it('scales with the multiplier', () => {
    expect(winTier(0)).toBe('none');
    expect(winTier(Number.NaN)).toBe('none');
    expect(winTier(0.5)).toBe('win');
    expect(winTier(9.99)).toBe('win');
    expect(winTier(10)).toBe('big');
    expect(winTier(50)).toBe('mega');
    expect(winTier(199.9)).toBe('mega');
    expect(winTier(200)).toBe('epic');
  });

  it('celebrates briefly when motion is reduced', () => {
    expect(celebrationMs('epic', true)).toBeLessThan(celebrationMs('big', false));
    expect(celebrationMs('win', true)).toBe(0);
  });
});
