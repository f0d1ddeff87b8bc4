import type { Round, TakeTheCrownView } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  canCashoutView,
  compactMultiplier,
  crownView,
  floorMultipliers,
  randomTile,
  towerFloors,
} from './crown-view';

function view(overrides: Partial<TakeTheCrownView>): TakeTheCrownView {
  return {
    difficulty: 'easy',
    tiles: 4,
    picks: [],
    floorsCleared: 0,
    status: 'playing',
    multiplier: null,
    nextMultiplier: '1.32',
    traps: null,
    ...overrides,
  };
}

describe('compactMultiplier', () => {
  it('keeps two decimals under 100 and shortens larger values, always truncating', () => {
    expect(compactMultiplier('1.32')).toBe('1.32×');
    expect(compactMultiplier('1.485')).toBe('1.48×');
    expect(compactMultiplier('13.17')).toBe('13.17×');
    expect(compactMultiplier('253.44')).toBe('253.4×');
    expect(compactMultiplier('1013.76')).toBe('1.01K×');
    expect(compactMultiplier('64880.64')).toBe('64.88K×');
    expect(compactMultiplier('259522.56')).toBe('259.5K×');
    expect(compactMultiplier('3')).toBe('3.00×');
    expect(compactMultiplier('0.99')).toBe('0.99×');
  });
});

describe('floorMultipliers', () => {
  it('lists what each of the nine floors pays, from core', () => {
    const easy = floorMultipliers('easy');
    expect(easy).toHaveLength(9);
    expect(easy[0]).toBe('1.32');
    expect(floorMultipliers('hard')[0]).toBe('1.98');
  });
});

describe('towerFloors', () => {
  it('marks the climbed floors, the current one and the picks', () => {
    const floors = towerFloors(view({ picks: [2, 0], floorsCleared: 2, multiplier: '1.7424' }), 'easy');
    expect(floors.map((floor) => floor.state).slice(0, 4)).toEqual([
      'cleared',
      'cleared',
      'current',
      'future',
    ]);
    expect(floors[0]?.faces).toEqual(['hidden', 'hidden', 'safe', 'hidden']);
    expect(floors[1]?.pick).toBe(0);
  });

  it('shows the trap hit and, once over, every trap of the tower', () => {
    const traps = Array.from({ length: 9 }, (_, floor) => [floor % 4]);
    const floors = towerFloors(
      view({
        picks: [1, 1],
        floorsCleared: 1,
        status: 'trapped',
        multiplier: '0',
        nextMultiplier: null,
        traps,
      }),
      'easy',
    );
    expect(floors[1]?.state).toBe('trapped');
    expect(floors[1]?.faces).toEqual(['safeDim', 'trap', 'safeDim', 'safeDim']);
    expect(floors[0]?.faces).toEqual(['trapDim', 'safe', 'safeDim', 'safeDim']);
    expect(floors[2]?.state).toBe('future');
  });

  it('draws an empty tower for a difficulty without a round', () => {
    const floors = towerFloors(null, 'hard');
    expect(floors[0]?.faces).toEqual(['hidden', 'hidden']);
    expect(floors.every((floor) => floor.state === 'future')).toBe(true);
  });
});

describe('round helpers', () => {
  it('reads only take the crown rounds', () => {
    expect(crownView({ game: 'mines', result: {} } as Round)).toBeNull();
    expect(crownView({ game: 'takethecrown', result: view({}) } as Round)?.tiles).toBe(4);
    expect(crownView({ game: 'takethecrown', result: { ...view({}), tiles: '4' } } as Round)).toBeNull();
  });

  it('cashes out only after a floor, and picks a tile on the floor', () => {
    expect(canCashoutView(view({}))).toBe(false);
    expect(canCashoutView(view({ picks: [0], floorsCleared: 1 }))).toBe(true);
    expect(randomTile(view({ tiles: 2 }), () => 0.99)).toBe(1);
    expect(randomTile(view({ status: 'cashedOut' }), () => 0)).toBeNull();
  });
});
