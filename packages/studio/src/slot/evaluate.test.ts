import { MULTIPLIER_SCALE } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { compileSlot } from './document';
import { evaluate, payLine } from './evaluate';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import { grid } from './test-support';

const slot = compileSlot(FORGE_OF_FORTUNE);

/** What a payline showing these five symbols pays, as "symbol x count = line bets". */
function line(...symbols: string[]): string | null {
  const pay = payLine(
    slot,
    symbols.map((id) => slot.indexOf.get(id) as number),
  );
  return pay && `${slot.symbols[pay.symbol]} x${pay.count} = ${pay.lineBets}`;
}

/**
 * Crown, wild, crown along the middle row. The other rows are chosen so that no other
 * line runs: reel 1's column shares no symbol with reel 2's except through the wild,
 * and reel 3's column holds none of the symbols a line could carry there.
 */
const CROWN_WINDOW = grid(
  ['ruby', 'sapphire', 'emerald', 'amethyst', 'topaz'],
  ['crown', 'dragon', 'crown', 'hammer', 'anvil'],
  ['amethyst', 'topaz', 'sapphire', 'ruby', 'emerald'],
);

describe('a payline', () => {
  it('pays the leftmost run, the wild standing for the symbol', () => {
    expect(line('crown', 'crown', 'crown', 'ruby', 'crown')).toBe('crown x3 = 40');
    expect(line('crown', 'dragon', 'crown', 'dragon', 'ruby')).toBe('crown x4 = 150');
    expect(line('dragon', 'topaz', 'topaz', 'topaz', 'topaz')).toBe('topaz x5 = 80');
    expect(line('ruby', 'crown', 'crown', 'crown', 'crown')).toBeNull();
    expect(line('crown', 'crown', 'ruby', 'crown', 'crown')).toBeNull();
  });

  it('pays only the higher of the wild run and the run the wilds complete', () => {
    // Three wilds pay 50; five crowns with them pay 500.
    expect(line('dragon', 'dragon', 'dragon', 'crown', 'crown')).toBe('crown x5 = 500');
    // Three wilds pay 50; four topazes with them pay only 20.
    expect(line('dragon', 'dragon', 'dragon', 'topaz', 'ruby')).toBe('dragon x3 = 50');
    // Four wilds pay 200, as much as five sapphires: the tie names the wild run.
    expect(line('dragon', 'dragon', 'dragon', 'dragon', 'sapphire')).toBe('dragon x4 = 200');
    expect(line('dragon', 'dragon', 'dragon', 'dragon', 'dragon')).toBe('dragon x5 = 750');
    // Two wilds pay nothing by themselves.
    expect(line('dragon', 'dragon', 'emerald', 'ruby', 'ruby')).toBe('emerald x3 = 10');
  });

  it('never lets the wild stand for the scatter, and stops a run at a scatter', () => {
    expect(line('dragon', 'rune', 'rune', 'rune', 'rune')).toBeNull();
    expect(line('rune', 'rune', 'rune', 'crown', 'crown')).toBeNull();
    expect(line('dragon', 'dragon', 'dragon', 'rune', 'crown')).toBe('dragon x3 = 50');
    expect(line('ruby', 'dragon', 'ruby', 'rune', 'ruby')).toBe('ruby x3 = 20');
  });
});

describe('a window', () => {
  it('lists each winning line with its cells and pay', () => {
    const evaluation = evaluate(FORGE_OF_FORTUNE, CROWN_WINDOW, 'base');
    expect(evaluation.lineWins).toEqual([
      {
        line: 0,
        symbol: 'crown',
        count: 3,
        positions: [
          { reel: 0, row: 1 },
          { reel: 1, row: 1 },
          { reel: 2, row: 1 },
        ],
        lineBets: 40,
        multiplier: 2n * MULTIPLIER_SCALE,
      },
    ]);
    expect(evaluation).toMatchObject({
      scatterWin: null,
      scatterCount: 0,
      freeSpinsAwarded: 0,
      lineBets: 40,
    });
    expect(evaluation.multiplier).toBe(2n * MULTIPLIER_SCALE);
  });

  it('follows a payline through the rows it names', () => {
    // Line 3 runs top, middle, bottom, middle, top.
    const window = grid(
      ['hammer', 'ruby', 'sapphire', 'topaz', 'hammer'],
      ['emerald', 'hammer', 'amethyst', 'hammer', 'crown'],
      ['anvil', 'crown', 'hammer', 'ruby', 'sapphire'],
    );
    const evaluation = evaluate(FORGE_OF_FORTUNE, window, 'base');
    expect(
      evaluation.lineWins.map(({ line, symbol, count, lineBets }) => ({ line, symbol, count, lineBets })),
    ).toEqual([{ line: 3, symbol: 'hammer', count: 5, lineBets: 400 }]);
    expect(evaluation.lineWins[0]?.positions.map(({ row }) => row)).toEqual([0, 1, 2, 1, 0]);
    expect(evaluation.multiplier).toBe(20n * MULTIPLIER_SCALE);
  });

  it('pays scatters anywhere, in total bets, and awards free spins from three', () => {
    const window = grid(
      ['rune', 'sapphire', 'emerald', 'amethyst', 'topaz'],
      ['crown', 'ruby', 'hammer', 'sapphire', 'rune'],
      ['amethyst', 'topaz', 'rune', 'ruby', 'emerald'],
    );
    const evaluation = evaluate(FORGE_OF_FORTUNE, window, 'base');
    expect(evaluation.lineWins).toEqual([]);
    expect(evaluation.scatterWin).toEqual({
      count: 3,
      positions: [
        { reel: 0, row: 0 },
        { reel: 2, row: 2 },
        { reel: 4, row: 1 },
      ],
      lineBets: 40,
      multiplier: 2n * MULTIPLIER_SCALE,
    });
    expect(evaluation.freeSpinsAwarded).toBe(10);

    const twoScatters = window.map((reel) =>
      reel.map((symbol, row) => (symbol === 'rune' && row === 1 ? 'anvil' : symbol)),
    );
    expect(evaluate(FORGE_OF_FORTUNE, twoScatters, 'base')).toMatchObject({
      scatterWin: null,
      scatterCount: 2,
      freeSpinsAwarded: 0,
      multiplier: 0n,
    });

    const fiveScatters = grid(
      ['rune', 'sapphire', 'rune', 'amethyst', 'topaz'],
      ['crown', 'rune', 'hammer', 'rune', 'ruby'],
      ['amethyst', 'topaz', 'anvil', 'ruby', 'rune'],
    );
    expect(evaluate(FORGE_OF_FORTUNE, fiveScatters, 'base')).toMatchObject({
      scatterCount: 5,
      freeSpinsAwarded: 10,
      lineBets: 1000,
      multiplier: 50n * MULTIPLIER_SCALE,
    });
  });

  it('multiplies every win of a free spin, and retriggers from three scatters', () => {
    const evaluation = evaluate(FORGE_OF_FORTUNE, CROWN_WINDOW, 'free');
    expect(evaluation.winMultiplier).toBe(3);
    expect(evaluation.lineWins[0]).toMatchObject({ symbol: 'crown', count: 3, lineBets: 120 });
    expect(evaluation.multiplier).toBe(6n * MULTIPLIER_SCALE);

    const window = grid(
      ['rune', 'sapphire', 'emerald', 'amethyst', 'topaz'],
      ['crown', 'ruby', 'hammer', 'rune', 'ruby'],
      ['amethyst', 'topaz', 'rune', 'ruby', 'emerald'],
    );
    const free = evaluate(FORGE_OF_FORTUNE, window, 'free');
    expect(free.scatterWin?.lineBets).toBe(120);
    expect(free.freeSpinsAwarded).toBe(10);
    expect(free.multiplier).toBe(6n * MULTIPLIER_SCALE);
  });

  it('refuses a window of the wrong shape or with an unknown symbol', () => {
    expect(() => evaluate(FORGE_OF_FORTUNE, CROWN_WINDOW.slice(0, 4), 'base')).toThrow('5 reels of 3 rows');
    const unknown = CROWN_WINDOW.map((reel) => [...reel]);
    (unknown[4] as string[])[2] = 'pearl';
    expect(() => evaluate(FORGE_OF_FORTUNE, unknown, 'base')).toThrow('unknown symbol pearl');
  });
});
