import { describe, expect, it } from 'vitest';
import { takeFloats } from '../../fair/byte-stream';
import { formatMultiplier } from '../shared/fixed-point';
import { EXAMPLE, expectNinetyNinePercent, reloaded } from '../shared/test-support';
import { GameRuleError, multiplier } from '../types';
import {
  TOWER_DIFFICULTIES,
  TOWER_FLOORS,
  type TowerDifficulty,
  takeTheCrownGame,
  towerMultiplier,
  towerTraps,
  verifyTakeTheCrown,
} from './takethecrown';

const DIFFICULTIES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

/** A tile on `floor` that is not a trap. */
function safeTile(traps: number[][], floor: number, difficulty: TowerDifficulty): number {
  const tile = Array.from({ length: TOWER_DIFFICULTIES[difficulty].tiles }, (_, t) => t).find(
    (t) => !traps[floor]?.includes(t),
  );
  if (tile === undefined) throw new Error('every floor has a safe tile');
  return tile;
}

describe('take the crown traps', () => {
  it('takes one float per trap, floors in order, from the worked example stream', () => {
    const stream = takeFloats(EXAMPLE, TOWER_FLOORS);
    expect(towerTraps(EXAMPLE, 'easy')).toEqual(stream.map((f) => [Math.floor(f * 4)]));
    expect(towerTraps(EXAMPLE, 'hard')).toEqual(stream.map((f) => [Math.floor(f * 2)]));
    // Master: 0.3074 of 4 tiles takes tile 1, then 0.1293 of the three left [0, 2, 3] takes tile 0.
    expect(towerTraps(EXAMPLE, 'master')[0]?.slice(0, 2)).toEqual([1, 0]);
    expect(verifyTakeTheCrown(EXAMPLE, { difficulty: 'expert' })).toEqual({
      traps: towerTraps(EXAMPLE, 'expert'),
    });
  });

  it('draws distinct traps on every floor of every difficulty', () => {
    for (const difficulty of DIFFICULTIES) {
      const { tiles, traps } = TOWER_DIFFICULTIES[difficulty];
      for (let nonce = 0; nonce < 50; nonce += 1) {
        const tower = towerTraps({ ...EXAMPLE, nonce }, difficulty);
        expect(tower).toHaveLength(TOWER_FLOORS);
        for (const floor of tower) {
          expect(new Set(floor).size).toBe(traps);
          expect(floor.every((tile) => tile >= 0 && tile < tiles)).toBe(true);
        }
      }
    }
  });
});

describe('take the crown multipliers', () => {
  it('matches the tower table', () => {
    const table: Record<TowerDifficulty, string[]> = {
      easy: [
        '1.32',
        '1.76',
        '2.34666666',
        '3.12888888',
        '4.17185185',
        '5.56246913',
        '7.41662551',
        '9.88883401',
        '13.18511202',
      ],
      medium: [
        '1.485',
        '2.2275',
        '3.34125',
        '5.011875',
        '7.5178125',
        '11.27671875',
        '16.91507812',
        '25.37261718',
        '38.05892578',
      ],
      hard: ['1.98', '3.96', '7.92', '15.84', '31.68', '63.36', '126.72', '253.44', '506.88'],
      expert: ['2.97', '8.91', '26.73', '80.19', '240.57', '721.71', '2165.13', '6495.39', '19486.17'],
      master: ['3.96', '15.84', '63.36', '253.44', '1013.76', '4055.04', '16220.16', '64880.64', '259522.56'],
    };
    for (const difficulty of DIFFICULTIES) {
      const row = Array.from({ length: TOWER_FLOORS }, (_, k) =>
        formatMultiplier(towerMultiplier(difficulty, k + 1)),
      );
      expect(row).toEqual(table[difficulty]);
      expect(takeTheCrownGame.maxMultiplier({ difficulty })).toBe(multiplier(table[difficulty][8] ?? ''));
    }
    expect(() => towerMultiplier('easy', 10)).toThrow(RangeError);
  });

  it('returns 99% for every difficulty and number of floors, within one 1e-8 step', () => {
    for (const difficulty of DIFFICULTIES) {
      const { tiles, traps } = TOWER_DIFFICULTIES[difficulty];
      for (let k = 1; k <= TOWER_FLOORS; k += 1) {
        // P(k floors) = (safe / tiles)^k.
        const safeWays = BigInt(tiles - traps) ** BigInt(k);
        expectNinetyNinePercent(towerMultiplier(difficulty, k), safeWays, BigInt(tiles) ** BigInt(k));
      }
    }
  });
});

describe('take the crown round', () => {
  it('climbs to the top and takes the crown', () => {
    let outcome = takeTheCrownGame.start(EXAMPLE, { difficulty: 'hard' });
    const { traps } = outcome.state;
    for (let floor = 0; floor < TOWER_FLOORS; floor += 1) {
      expect(outcome.finished).toBe(false);
      expect(takeTheCrownGame.view(outcome.state).traps).toBeNull();
      const tile = safeTile(traps, floor, 'hard');
      outcome = takeTheCrownGame.act(EXAMPLE, reloaded(outcome.state), { action: 'pick', tile });
    }
    expect(outcome).toMatchObject({ finished: true, multiplier: multiplier('506.88') });
    expect(takeTheCrownGame.view(outcome.state)).toMatchObject({
      status: 'crowned',
      floorsCleared: 9,
      traps,
    });
  });

  it('ends at 0 on a trap and shows the whole tower', () => {
    const start = takeTheCrownGame.start(EXAMPLE, { difficulty: 'medium' });
    const one = takeTheCrownGame.act(EXAMPLE, start.state, {
      action: 'pick',
      tile: safeTile(start.state.traps, 0, 'medium'),
    });
    expect(takeTheCrownGame.view(one.state)).toMatchObject({ multiplier: '1.485', nextMultiplier: '2.2275' });
    const trap = start.state.traps[1]?.[0] ?? -1;
    const dead = takeTheCrownGame.act(EXAMPLE, one.state, { action: 'pick', tile: trap });
    expect(dead).toMatchObject({ finished: true, multiplier: 0n });
    expect(takeTheCrownGame.view(dead.state)).toMatchObject({
      status: 'trapped',
      floorsCleared: 1,
      multiplier: '0',
      traps: start.state.traps,
    });
    expect(() => takeTheCrownGame.act(EXAMPLE, dead.state, { action: 'pick', tile: 0 })).toThrow(
      GameRuleError,
    );
  });

  it('cashes out only after a floor, at that floor multiplier', () => {
    const start = takeTheCrownGame.start(EXAMPLE, { difficulty: 'master' });
    expect(() => takeTheCrownGame.cashout(start.state)).toThrow(GameRuleError);
    const tile = safeTile(start.state.traps, 0, 'master');
    const one = takeTheCrownGame.act(EXAMPLE, start.state, { action: 'pick', tile });
    expect(takeTheCrownGame.cashout(one.state)).toMatchObject({
      finished: true,
      multiplier: multiplier('3.96'),
    });
  });

  it('refuses a tile wider than the floor', () => {
    const { state } = takeTheCrownGame.start(EXAMPLE, { difficulty: 'hard' });
    expect(() => takeTheCrownGame.act(EXAMPLE, state, { action: 'pick', tile: 2 })).toThrow(
      'tile must be 0 to 1 on hard',
    );
  });

  it('validates params and actions', () => {
    expect(takeTheCrownGame.paramsSchema.safeParse({ difficulty: 'insane' }).success).toBe(false);
    expect(takeTheCrownGame.paramsSchema.safeParse({ difficulty: 'master' }).success).toBe(true);
    expect(takeTheCrownGame.actionSchema.safeParse({ action: 'pick', tile: 4 }).success).toBe(false);
  });
});
