import { z } from 'zod';
import { drawWithoutRepeats, floats, type Seeds } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import { type OutcomeDistribution, simpleBet } from '../outcomes';
import { formatMultiplier, withHouseEdge } from '../shared/fixed-point';
import { GameRuleError, type Multiplier, type MultiStepGame, type StepOutcome } from '../types';

/** Reaching the ninth floor takes the crown. */
export const TOWER_FLOORS = 9;

/** Tiles per floor and traps among them, by difficulty (docs/provably-fair.md#the-games). */
export const TOWER_DIFFICULTIES = {
  easy: { tiles: 4, traps: 1 },
  medium: { tiles: 3, traps: 1 },
  hard: { tiles: 2, traps: 1 },
  expert: { tiles: 3, traps: 2 },
  master: { tiles: 4, traps: 3 },
} as const;
export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;

export const takeTheCrownParamsSchema = z.strictObject({
  difficulty: z.enum(['easy', 'medium', 'hard', 'expert', 'master'], {
    error: 'difficulty must be easy, medium, hard, expert or master',
  }),
});
export type TakeTheCrownParams = z.infer<typeof takeTheCrownParamsSchema>;

/** The widest floor has 4 tiles; `act` refuses a tile past the floor's width for the chosen difficulty. */
export const takeTheCrownActionSchema = z.strictObject({
  action: z.literal('pick'),
  tile: z
    .number({ error: 'tile must be a number' })
    .int('tile must be a whole number')
    .min(0, 'tile must be 0 to 3')
    .max(3, 'tile must be 0 to 3'),
});
export type TakeTheCrownAction = z.infer<typeof takeTheCrownActionSchema>;

export const TOWER_STATUSES = ['playing', 'trapped', 'cashedOut', 'crowned'] as const;
export type TowerStatus = (typeof TOWER_STATUSES)[number];

/**
 * The traps of all nine floors are drawn at the start and kept in the (server-only)
 * state, because `cashout` and `view` receive no seeds yet must show the tower at
 * the end.
 */
export interface TakeTheCrownState {
  difficulty: TowerDifficulty;
  /** Per floor, bottom first, the trap tiles in draw order. */
  traps: number[][];
  /** The tile picked on each floor climbed so far; when trapped, the last pick is the trap. */
  picks: number[];
  status: TowerStatus;
}

export interface TakeTheCrownView {
  difficulty: TowerDifficulty;
  tiles: number;
  picks: number[];
  floorsCleared: number;
  status: TowerStatus;
  /** While playing: what a cash out pays now (null before the first floor). Once finished: what was paid. */
  multiplier: string | null;
  nextMultiplier: string | null;
  /** Hidden (null) until the round is over. */
  traps: number[][] | null;
}

/** The round's `result` (its view after every step) as the bet answer and the feeds carry it, for the web to read typed. */
export const takeTheCrownResultSchema: z.ZodType<TakeTheCrownView> = z.object({
  difficulty: takeTheCrownParamsSchema.shape.difficulty,
  tiles: z.number().int(),
  picks: z.array(z.number().int()),
  floorsCleared: z.number().int(),
  status: z.enum(TOWER_STATUSES),
  multiplier: z.string().nullable(),
  nextMultiplier: z.string().nullable(),
  traps: z.array(z.array(z.number().int())).nullable(),
});

/**
 * Trap positions per floor: floors in order from the bottom, each taking `traps`
 * draws without repeats from its tiles 0..tiles-1, all from one float stream.
 */
export function towerTraps(seeds: Seeds, difficulty: TowerDifficulty): number[][] {
  const { tiles, traps } = TOWER_DIFFICULTIES[difficulty];
  const pool = Array.from({ length: tiles }, (_, tile) => tile);
  const stream = floats(seeds);
  return Array.from({ length: TOWER_FLOORS }, () => drawWithoutRepeats(pool, traps, stream));
}

/** After k floors: `0.99 * (tiles / safe)^k`, the powers taken exactly in integers before the one truncation. */
export function towerMultiplier(difficulty: TowerDifficulty, floors: number): Multiplier {
  if (!Number.isInteger(floors) || floors < 0 || floors > TOWER_FLOORS) {
    throw new RangeError(`floors must be 0 to ${TOWER_FLOORS}`);
  }
  const { tiles, traps } = TOWER_DIFFICULTIES[difficulty];
  return withHouseEdge(BigInt(tiles) ** BigInt(floors), BigInt(tiles - traps) ** BigInt(floors));
}

function floorsCleared(state: TakeTheCrownState): number {
  return state.status === 'trapped' ? state.picks.length - 1 : state.picks.length;
}

function payout(state: TakeTheCrownState): Multiplier {
  return state.status === 'trapped' ? 0n : towerMultiplier(state.difficulty, floorsCleared(state));
}

function finish(state: TakeTheCrownState): StepOutcome<TakeTheCrownState> {
  return { state, finished: true, multiplier: payout(state), extraStake: 0n };
}

function assertPlaying(state: TakeTheCrownState): void {
  if (state.status !== 'playing') throw new GameRuleError('The round is over');
}

export const takeTheCrownGame: MultiStepGame<
  TakeTheCrownParams,
  TakeTheCrownState,
  TakeTheCrownAction,
  TakeTheCrownView
> = {
  kind: 'multi',
  slug: 'takethecrown',
  name: ORIGINAL_GAME_NAMES.takethecrown,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'tower', 'cash out'],
    description:
      'Climb a tower of nine floors by picking a safe door on each; the higher you go the more you win, and the top takes the crown.',
    releasedAt: '2026-02-23',
    popularity: 500,
  },
  paramsSchema: takeTheCrownParamsSchema,
  actionSchema: takeTheCrownActionSchema,
  resultSchema: takeTheCrownResultSchema,

  start(seeds, { difficulty }) {
    const state: TakeTheCrownState = {
      difficulty,
      traps: towerTraps(seeds, difficulty),
      picks: [],
      status: 'playing',
    };
    return { state, finished: false, multiplier: null, extraStake: 0n };
  },

  act(_seeds, state, { tile }) {
    assertPlaying(state);
    const { tiles } = TOWER_DIFFICULTIES[state.difficulty];
    if (tile >= tiles) throw new GameRuleError(`tile must be 0 to ${tiles - 1} on ${state.difficulty}`);
    const floor = state.picks.length;
    const picks = [...state.picks, tile];
    if (state.traps[floor]?.includes(tile)) return finish({ ...state, picks, status: 'trapped' });
    if (picks.length === TOWER_FLOORS) return finish({ ...state, picks, status: 'crowned' });
    return { state: { ...state, picks }, finished: false, multiplier: null, extraStake: 0n };
  },

  cashout(state) {
    assertPlaying(state);
    if (state.picks.length === 0) throw new GameRuleError('Climb at least one floor before cashing out');
    return finish({ ...state, status: 'cashedOut' });
  },

  view(state) {
    const playing = state.status === 'playing';
    const cleared = floorsCleared(state);
    return {
      difficulty: state.difficulty,
      tiles: TOWER_DIFFICULTIES[state.difficulty].tiles,
      picks: [...state.picks],
      floorsCleared: cleared,
      status: state.status,
      multiplier: playing && cleared === 0 ? null : formatMultiplier(payout(state)),
      nextMultiplier: playing ? formatMultiplier(towerMultiplier(state.difficulty, cleared + 1)) : null,
      traps: playing ? null : state.traps.map((floor) => [...floor]),
    };
  },

  maxMultiplier({ difficulty }) {
    return towerMultiplier(difficulty, TOWER_FLOORS);
  },

  verify: verifyTakeTheCrown,
  odds: (params) => ({ distribution: takeTheCrownFirstStepOutcomes(params) }),
  settings: Object.keys(TOWER_DIFFICULTIES).map((difficulty) => ({ difficulty })),
};

/** The round as the bet that ends soonest (see `odds`): one floor climbed, then cash out. */
export function takeTheCrownFirstStepOutcomes({ difficulty }: TakeTheCrownParams): OutcomeDistribution {
  const { tiles, traps } = TOWER_DIFFICULTIES[difficulty];
  return simpleBet(BigInt(tiles - traps), BigInt(traps), towerMultiplier(difficulty, 1));
}

/** What the verify endpoint returns for a Take the Crown round: the traps of every floor. */
export function verifyTakeTheCrown(seeds: Seeds, { difficulty }: TakeTheCrownParams): { traps: number[][] } {
  return { traps: towerTraps(seeds, difficulty) };
}
