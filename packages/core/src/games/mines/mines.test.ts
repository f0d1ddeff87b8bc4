import { describe, expect, it } from 'vitest';
import { binomial, formatMultiplier } from '../shared/fixed-point';
import { EXAMPLE, expectNinetyNinePercent, reloaded } from '../shared/test-support';
import { GameRuleError, multiplier } from '../types';
import { MINES_TILES, minePositions, minesGame, minesMultiplier, verifyMines } from './mines';

const SAFE_IN_EXAMPLE = [0, 1, 2, 4, 5, 6]; // mines(5) of the worked example are 7, 3, 16, 15, 8

describe('mines outcome', () => {
  it('draws the worked example positions', () => {
    expect(minePositions(EXAMPLE, 5)).toEqual([7, 3, 16, 15, 8]);
    expect(verifyMines(EXAMPLE, { mines: 5 })).toEqual({ mines: [7, 3, 16, 15, 8] });
  });

  it('draws distinct tiles on the board for every mine count', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      const positions = minePositions({ ...EXAMPLE, nonce: mines }, mines);
      expect(new Set(positions).size).toBe(mines);
      expect(positions.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES)).toBe(true);
    }
  });

  it('places the first mine uniformly over 5,000 rounds (chi-square, 24 degrees of freedom)', () => {
    const counts = new Array<number>(MINES_TILES).fill(0);
    for (let nonce = 0; nonce < 5000; nonce += 1) {
      const [tile = -1] = minePositions({ ...EXAMPLE, nonce }, 1);
      counts[tile] = (counts[tile] ?? 0) + 1;
    }
    const expected = 5000 / MINES_TILES;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(51.2); // the 99.9% quantile
  });
});

describe('mines multipliers', () => {
  it('matches the table', () => {
    const table: Record<number, string[]> = {
      1: ['1.03125', '1.07608695', '1.125', '1.17857142', '1.2375', '1.30263157'],
      3: ['1.125', '1.28571428', '1.47857142', '1.71203007', '1.99736842', '2.3498452'],
      5: ['1.2375', '1.56315789', '1.99736842', '2.58482972', '3.392589', '4.52345201'],
      10: ['1.65', '2.82857142', '5.0043956', '9.17472527', '17.51538461', '35.03076923'],
    };
    for (const [mines, row] of Object.entries(table)) {
      expect(row.map((_, k) => formatMultiplier(minesMultiplier(Number(mines), k + 1)))).toEqual(row);
    }
    expect(formatMultiplier(minesMultiplier(24, 1))).toBe('24.75');
  });

  it('returns 99% for every mine count and every number of reveals, within one 1e-8 step', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let k = 1; k <= MINES_TILES - mines; k += 1) {
        // P(k safe reveals) = C(25 - mines, k) / C(25, k).
        expectNinetyNinePercent(minesMultiplier(mines, k), binomial(25 - mines, k), binomial(25, k));
      }
    }
  });

  it('caps at clearing the board', () => {
    expect(minesGame.maxMultiplier({ mines: 1 })).toBe(multiplier('24.75'));
    expect(minesGame.maxMultiplier({ mines: 24 })).toBe(multiplier('24.75'));
    expect(minesGame.maxMultiplier({ mines: 12 })).toBe(multiplier('5148297'));
    expect(() => minesMultiplier(5, 21)).toThrow(RangeError);
  });
});

describe('mines round', () => {
  it('plays the worked example: two safe tiles, then the mine on tile 7', () => {
    const { state } = minesGame.start(EXAMPLE, { mines: 5 });
    expect(minesGame.view(state)).toEqual({
      mines: 5,
      revealed: [],
      status: 'playing',
      hitMine: null,
      multiplier: null,
      nextMultiplier: '1.2375',
      minePositions: null,
    });
    const first = minesGame.act(EXAMPLE, state, { action: 'reveal', tile: 0 });
    expect(first).toMatchObject({ finished: false, multiplier: null, extraStake: 0n });
    const second = minesGame.act(EXAMPLE, reloaded(first.state), { action: 'reveal', tile: 24 });
    expect(minesGame.view(second.state)).toMatchObject({
      revealed: [0, 24],
      multiplier: '1.56315789',
      nextMultiplier: '1.99736842',
      minePositions: null,
    });
    const boom = minesGame.act(EXAMPLE, second.state, { action: 'reveal', tile: 7 });
    expect(boom).toMatchObject({ finished: true, multiplier: 0n });
    expect(minesGame.view(boom.state)).toMatchObject({
      status: 'busted',
      hitMine: 7,
      multiplier: '0',
      nextMultiplier: null,
      minePositions: [7, 3, 16, 15, 8],
    });
    expect(() => minesGame.act(EXAMPLE, boom.state, { action: 'reveal', tile: 1 })).toThrow(GameRuleError);
    expect(() => minesGame.cashout(boom.state)).toThrow(GameRuleError);
  });

  it('pays the current multiplier on cash out, only after a reveal', () => {
    let { state } = minesGame.start(EXAMPLE, { mines: 5 });
    expect(() => minesGame.cashout(state)).toThrow('Reveal at least one tile before cashing out');
    for (const tile of SAFE_IN_EXAMPLE.slice(0, 3))
      state = minesGame.act(EXAMPLE, state, { action: 'reveal', tile }).state;
    const out = minesGame.cashout(state);
    expect(out).toEqual(expect.objectContaining({ finished: true, multiplier: minesMultiplier(5, 3) }));
    expect(minesGame.view(out.state)).toMatchObject({ status: 'cashedOut', multiplier: '1.99736842' });
    expect(minesGame.view(out.state).minePositions).toEqual([7, 3, 16, 15, 8]);
  });

  it('refuses a tile already revealed', () => {
    const { state } = minesGame.start(EXAMPLE, { mines: 5 });
    const once = minesGame.act(EXAMPLE, state, { action: 'reveal', tile: 4 });
    expect(() => minesGame.act(EXAMPLE, once.state, { action: 'reveal', tile: 4 })).toThrow(GameRuleError);
  });

  it('ends the round paying the full multiplier when every safe tile is revealed', () => {
    let outcome = minesGame.start(EXAMPLE, { mines: 24 });
    const [safe] = Array.from({ length: 25 }, (_, t) => t).filter(
      (t) => !outcome.state.minePositions.includes(t),
    );
    outcome = minesGame.act(EXAMPLE, outcome.state, { action: 'reveal', tile: safe ?? -1 });
    expect(outcome).toMatchObject({ finished: true, multiplier: multiplier('24.75') });
    expect(outcome.state.status).toBe('cleared');
  });

  it('does not change the state it was given', () => {
    const { state } = minesGame.start(EXAMPLE, { mines: 5 });
    const before = JSON.stringify(state);
    minesGame.act(EXAMPLE, state, { action: 'reveal', tile: 0 });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('validates params and actions with messages that name the field', () => {
    expect(minesGame.paramsSchema.safeParse({ mines: 0 }).success).toBe(false);
    expect(minesGame.paramsSchema.safeParse({ mines: 25 }).success).toBe(false);
    expect(minesGame.paramsSchema.safeParse({ mines: 2.5 }).success).toBe(false);
    expect(minesGame.paramsSchema.safeParse({ mines: 24 }).success).toBe(true);
    const bad = minesGame.actionSchema.safeParse({ action: 'reveal', tile: 25 });
    expect(bad.error?.issues[0]?.message).toBe('tile must be 0 to 24');
    expect(minesGame.actionSchema.safeParse({ action: 'flag', tile: 3 }).success).toBe(false);
  });
});
