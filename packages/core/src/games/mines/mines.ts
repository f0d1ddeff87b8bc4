import { z } from 'zod';
import { drawWithoutRepeats, floats, type Seeds } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import { type OutcomeDistribution, simpleBet } from '../outcomes';
import { binomial, formatMultiplier, withHouseEdge } from '../shared/fixed-point';
import { range } from '../shared/maths';
import { GameRuleError, type Multiplier, type MultiStepGame, type StepOutcome } from '../types';

/** A 5x5 board, tiles numbered 0..24 row-major. */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export const minesParamsSchema = z.strictObject({
  mines: z
    .number({ error: 'mines must be a number' })
    .int('mines must be a whole number')
    .min(MINES_MIN, `mines must be ${MINES_MIN} to ${MINES_MAX}`)
    .max(MINES_MAX, `mines must be ${MINES_MIN} to ${MINES_MAX}`),
});
export type MinesParams = z.infer<typeof minesParamsSchema>;

export const minesActionSchema = z.strictObject({
  action: z.literal('reveal'),
  tile: z
    .number({ error: 'tile must be a number' })
    .int('tile must be a whole number')
    .min(0, 'tile must be 0 to 24')
    .max(MINES_TILES - 1, 'tile must be 0 to 24'),
});
export type MinesAction = z.infer<typeof minesActionSchema>;

export const MINES_STATUSES = ['playing', 'busted', 'cashedOut', 'cleared'] as const;
export type MinesStatus = (typeof MINES_STATUSES)[number];

/**
 * The mine positions are drawn once at the start and kept in the state, because
 * `cashout` and `view` receive no seeds yet must show the board at the end. The
 * state never leaves the server; `view` is what the player sees.
 */
export interface MinesState {
  mines: number;
  /** In draw order, as the verify endpoint lists them. */
  minePositions: number[];
  /** Safe tiles in the order they were revealed. */
  revealed: number[];
  status: MinesStatus;
  /** The mine the player stepped on, when busted. */
  hitMine: number | null;
}

export interface MinesView {
  mines: number;
  revealed: number[];
  status: MinesStatus;
  hitMine: number | null;
  /** While playing: what a cash out pays now (null before the first reveal). Once finished: what was paid. */
  multiplier: string | null;
  /** What the next safe reveal would make the multiplier (null once finished or when no safe tile is left). */
  nextMultiplier: string | null;
  /** Hidden (null) until the round is over. */
  minePositions: number[] | null;
}

/** The round's `result` (its view after every step) as the bet answer and the feeds carry it, for the web to read typed. */
export const minesResultSchema: z.ZodType<MinesView> = z.object({
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  status: z.enum(MINES_STATUSES),
  hitMine: z.number().int().nullable(),
  multiplier: z.string().nullable(),
  nextMultiplier: z.string().nullable(),
  minePositions: z.array(z.number().int()).nullable(),
});

/** Mine positions: the first `mines` draws without repeats from tiles 0..24. */
export function minePositions(seeds: Seeds, mines: number): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  return drawWithoutRepeats(tiles, mines, floats(seeds));
}

/**
 * The multiplier after `safeReveals` safe tiles: `0.99 * C(25, k) / C(25 - mines, k)`,
 * the inverse of the chance of surviving k reveals, less the 1% edge. It depends
 * only on k (not on which tiles), so it is recomputed rather than stored.
 */
export function minesMultiplier(mines: number, safeReveals: number): Multiplier {
  const survivingWays = binomial(MINES_TILES - mines, safeReveals);
  if (survivingWays === 0n)
    throw new RangeError(`cannot reveal ${safeReveals} safe tiles with ${mines} mines`);
  return withHouseEdge(binomial(MINES_TILES, safeReveals), survivingWays);
}

function payout(state: MinesState): Multiplier {
  return state.status === 'busted' ? 0n : minesMultiplier(state.mines, state.revealed.length);
}

function finish(state: MinesState): StepOutcome<MinesState> {
  return { state, finished: true, multiplier: payout(state), extraStake: 0n };
}

function assertPlaying(state: MinesState): void {
  if (state.status !== 'playing') throw new GameRuleError('The round is over');
}

/** The round as the bet that ends soonest (see `odds`): one safe tile among `mines` mines, then cash out. */
export function minesFirstStepOutcomes({ mines }: MinesParams): OutcomeDistribution {
  return simpleBet(BigInt(MINES_TILES - mines), BigInt(mines), minesMultiplier(mines, 1));
}

export const minesGame: MultiStepGame<MinesParams, MinesState, MinesAction, MinesView> = {
  kind: 'multi',
  slug: 'mines',
  name: ORIGINAL_GAME_NAMES.mines,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'grid', 'cash out'],
    description:
      'Reveal gems on a 5x5 grid and avoid the mines; every safe tile raises the multiplier, cash out any time.',
    releasedAt: '2026-01-12',
    popularity: 980,
  },
  paramsSchema: minesParamsSchema,
  actionSchema: minesActionSchema,
  resultSchema: minesResultSchema,

  start(seeds, { mines }) {
    const state: MinesState = {
      mines,
      minePositions: minePositions(seeds, mines),
      revealed: [],
      status: 'playing',
      hitMine: null,
    };
    return { state, finished: false, multiplier: null, extraStake: 0n };
  },

  act(_seeds, state, { tile }) {
    assertPlaying(state);
    if (state.revealed.includes(tile)) throw new GameRuleError(`Tile ${tile} is already revealed`);
    if (state.minePositions.includes(tile)) {
      return finish({ ...state, status: 'busted', hitMine: tile });
    }
    const revealed = [...state.revealed, tile];
    // Revealing the last safe tile leaves nothing to gain, so the round pays out at once.
    if (revealed.length === MINES_TILES - state.mines)
      return finish({ ...state, revealed, status: 'cleared' });
    return { state: { ...state, revealed }, finished: false, multiplier: null, extraStake: 0n };
  },

  cashout(state) {
    assertPlaying(state);
    if (state.revealed.length === 0) throw new GameRuleError('Reveal at least one tile before cashing out');
    return finish({ ...state, status: 'cashedOut' });
  },

  view(state) {
    const playing = state.status === 'playing';
    const k = state.revealed.length;
    const canGoOn = playing && k < MINES_TILES - state.mines;
    return {
      mines: state.mines,
      revealed: [...state.revealed],
      status: state.status,
      hitMine: state.hitMine,
      multiplier: playing && k === 0 ? null : formatMultiplier(payout(state)),
      nextMultiplier: canGoOn ? formatMultiplier(minesMultiplier(state.mines, k + 1)) : null,
      minePositions: playing ? null : [...state.minePositions],
    };
  },

  maxMultiplier({ mines }) {
    return minesMultiplier(mines, MINES_TILES - mines);
  },

  verify: verifyMines,
  odds: (params) => ({ distribution: minesFirstStepOutcomes(params) }),
  settings: range(MINES_MIN, MINES_MAX).map((mines) => ({ mines })),
};

/** What the verify endpoint returns for a mines round: the positions in draw order. */
export function verifyMines(seeds: Seeds, { mines }: MinesParams): { mines: number[] } {
  return { mines: minePositions(seeds, mines) };
}
