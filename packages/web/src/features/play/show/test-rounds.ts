import type { ShowRound, ShowState } from '@ante/core';

/** A round of the show as the studio would publish it, for the tests. */
export function round(overrides: Partial<ShowRound> = {}): ShowRound {
  return {
    id: 7,
    hash: 'a'.repeat(64),
    phase: 'betting',
    opensAt: 100_000,
    closesAt: 115_000,
    spinAt: 116_000,
    bonusAt: null,
    resultAt: null,
    nextAt: null,
    booster: null,
    segmentIndex: null,
    segment: null,
    bonus: null,
    multiplier: null,
    seed: null,
    bettors: 0,
    spotBettors: {},
    settled: null,
    ...overrides,
  };
}

export function state(overrides: Partial<ShowState> = {}): ShowState {
  return {
    game: 'forge-wheel',
    now: 100_000,
    salt: 'salt',
    terminalHash: 'b'.repeat(64),
    round: round(),
    history: [],
    winners: null,
    ...overrides,
  };
}
