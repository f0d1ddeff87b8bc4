import { type RouletteParams, rouletteBetNumbers, rouletteStakeAtoms, toDecimalString } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { addAtoms, chipValues, compactUnits, stackLook, unitAtoms } from '../shared/chips/chip-values';
import { placeRouletteChip, rouletteStake } from './roulette-chips';
import { cellOf, fromBox, insideAnchor, insideBetAt, OUTSIDE_CELLS, toBox } from './roulette-layout';

/** The middle of a number's cell. */
const middle = (n: number) => ({ u: cellOf(n).street + 0.5, v: cellOf(n).place + 0.5 });

describe('insideBetAt', () => {
  it('puts a chip in the middle of a number on that number', () => {
    for (let n = 1; n <= 36; n += 1) expect(insideBetAt(middle(n))).toBe(`straight:${n}`);
    expect(insideBetAt({ u: -0.5, v: 1.5 })).toBe('straight:0');
  });

  it('splits two numbers of a street on the line between them', () => {
    expect(insideBetAt({ u: 0.5, v: 1.05 })).toBe('split:1-2');
    expect(insideBetAt({ u: 11.5, v: 1.95 })).toBe('split:35-36');
  });

  it('splits neighbouring streets on the line between them', () => {
    expect(insideBetAt({ u: 1.02, v: 0.5 })).toBe('split:1-4');
    expect(insideBetAt({ u: 9.9, v: 2.5 })).toBe('split:30-33');
  });

  it('makes a corner where four numbers meet', () => {
    expect(insideBetAt({ u: 1, v: 1 })).toBe('corner:1');
    expect(insideBetAt({ u: 5.1, v: 1.9 })).toBe('corner:14');
  });

  it('makes a street on the outer edge and a six line where it meets a street line', () => {
    expect(insideBetAt({ u: 0.5, v: 0.05 })).toBe('street:1');
    expect(insideBetAt({ u: 11.5, v: 0 })).toBe('street:34');
    expect(insideBetAt({ u: 1, v: 0.1 })).toBe('sixline:1');
    expect(insideBetAt({ u: 11, v: 0 })).toBe('sixline:31');
  });

  it("handles the zero's line: splits and the two trios", () => {
    expect(insideBetAt({ u: 0.05, v: 0.5 })).toBe('split:0-1');
    expect(insideBetAt({ u: -0.1, v: 1.5 })).toBe('split:0-2');
    expect(insideBetAt({ u: 0, v: 2.6 })).toBe('split:0-3');
    expect(insideBetAt({ u: 0, v: 1 })).toBe('street:0-1-2');
    expect(insideBetAt({ u: 0.1, v: 2.1 })).toBe('street:0-2-3');
  });

  it('only ever names bets the server accepts, all over the table', () => {
    const refused: string[] = [];
    for (let u = -1; u < 12; u += 0.05) {
      for (let v = 0; v <= 3; v += 0.05) {
        const bet = insideBetAt({ u, v });
        if (bet === null || rouletteBetNumbers(bet) === null) refused.push(`${bet} at ${u}, ${v}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('gives nothing off the table', () => {
    expect(insideBetAt({ u: 12.2, v: 1 })).toBeNull();
    expect(insideBetAt({ u: 3, v: -0.5 })).toBeNull();
  });
});

describe('insideAnchor', () => {
  it('puts each bet’s chip on a spot that makes the same bet', () => {
    const bets = new Set<string>();
    for (let u = -1; u < 12; u += 0.05) {
      for (let v = 0; v <= 3; v += 0.05) bets.add(insideBetAt({ u, v }) ?? '');
    }
    // Straights, splits (in a street, across streets, to zero), streets, trios, corners, six lines.
    expect(bets.size).toBe(37 + 24 + 33 + 3 + 12 + 2 + 22 + 11);
    for (const bet of bets) {
      const anchor = insideAnchor(bet);
      expect(anchor, bet).not.toBeNull();
      expect(insideBetAt(anchor ?? { u: 99, v: 99 }), bet).toBe(bet);
    }
  });

  it('knows no outside bet', () => {
    expect(insideAnchor('red')).toBeNull();
  });
});

describe('orientation', () => {
  it('maps box fractions to the table and back in both orientations', () => {
    for (const orientation of ['landscape', 'portrait'] as const) {
      const point = { u: 4.25, v: 2.5 };
      const box = toBox(point, orientation);
      const back = fromBox(box.x, box.y, orientation);
      expect(back.u).toBeCloseTo(point.u);
      expect(back.v).toBeCloseTo(point.v);
    }
  });

  it('draws 3 top-left of the numbers in landscape and 1 top-left in portrait', () => {
    expect(insideBetAt(fromBox(1.5 / 13, 0.1, 'landscape'))).toBe('straight:3');
    expect(insideBetAt(fromBox(0.1, 1.5 / 13, 'portrait'))).toBe('straight:1');
  });
});

describe('outside cells', () => {
  it('are the twelve outside bets, each once', () => {
    const bets = OUTSIDE_CELLS.map((cell) => cell.bet);
    expect(new Set(bets).size).toBe(12);
    for (const bet of bets) expect(rouletteBetNumbers(bet)).not.toBeNull();
  });
});

describe('chips', () => {
  it('are worth 1, 10, 100 ... of the smallest unit of the currency', () => {
    expect(chipValues('USDT').map((chip) => toDecimalString(chip.atoms))).toEqual([
      '0.01',
      '0.1',
      '1',
      '10',
      '100',
      '1000',
      '10000',
    ]);
    expect(toDecimalString(chipValues('BTC')[0]?.atoms ?? 0n)).toBe('0.00000001');
    expect(chipValues('BTC').map((chip) => chip.label)).toEqual([
      '1',
      '10',
      '100',
      '1K',
      '10K',
      '100K',
      '1M',
    ]);
  });

  it('print stacks compactly, truncating', () => {
    expect(compactUnits(999n)).toBe('999');
    expect(compactUnits(1_250n)).toBe('1.2K');
    expect(compactUnits(120_500n)).toBe('120K');
    expect(compactUnits(3_000_000n)).toBe('3M');
    expect(stackLook('1.11', 'USDT')).toEqual({ label: '111', colour: expect.any(String) });
  });

  it('add up exactly', () => {
    expect(addAtoms('0.1', unitAtoms('USDT'))).toBe('0.11');
    expect(addAtoms(undefined, unitAtoms('BTC') * 3n)).toBe('0.00000003');
  });

  it("stack on one bet and total what the server's helper totals", () => {
    const unit = unitAtoms('USDT');
    let params: RouletteParams = { chips: [] };
    for (const bet of ['red', 'straight:17', 'red', 'split:1-2', 'red']) {
      params = placeRouletteChip(params, bet, unit * 10n) ?? params;
    }
    expect(params.chips).toEqual([
      { bet: 'red', amount: '0.3' },
      { bet: 'straight:17', amount: '0.1' },
      { bet: 'split:1-2', amount: '0.1' },
    ]);
    expect(rouletteStake(params)).toBe(toDecimalString(rouletteStakeAtoms(params)));
    expect(rouletteStake(params)).toBe('0.5');
    expect(rouletteStake({ chips: [] })).toBeNull();
  });

  it('refuse a 51st bet but still stack on one already made', () => {
    let params: RouletteParams = { chips: [] };
    for (let n = 0; n <= 36; n += 1) params = placeRouletteChip(params, `straight:${n}`, 1n) ?? params;
    for (let n = 1; n <= 13; n += 1) params = placeRouletteChip(params, `split:${n}-${n + 3}`, 1n) ?? params;
    expect(params.chips).toHaveLength(50);
    expect(placeRouletteChip(params, 'red', 1n)).toBeNull();
    expect(placeRouletteChip(params, 'straight:5', 1n)?.chips).toHaveLength(50);
  });
});
