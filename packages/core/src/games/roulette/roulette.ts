import { z } from 'zod';
import { takeFloats } from '../../fair/byte-stream';
import { type Atoms, fromDecimalString, parseAmount, toDecimalString } from '../../money/amount';
import { ORIGINAL_GAME_NAMES } from '../names';
import type { OutcomeDistribution } from '../outcomes';
import { amountString, largestMultiplier, multiplierOnTotal, payoutOnStakes } from '../shared/maths';
import { MULTIPLIER_SCALE, type Multiplier, type SingleStepGame } from '../types';

/**
 * European single-zero roulette, pocket floor(f * 37).
 *
 * Bets are named by strings, one canonical name per bet, so that the UI, the round
 * record and the verifier all spell a bet the same way. The table is read with 0 at
 * the top and rows 1-2-3, 4-5-6, ..., 34-35-36 below it:
 *
 * * `straight:N` (0-36);
 * * `split:A-B`, A < B, side by side in a row (B = A + 1) or one above the other
 *   (B = A + 3), plus 0-1, 0-2 and 0-3;
 * * `street:N`, N = 1, 4, ..., 34 (the row N, N+1, N+2), plus the trios
 *   `street:0-1-2` and `street:0-2-3`, which pay as streets;
 * * `corner:N`, N the smallest (top-left) number of a 2x2 block: N, N+1, N+3, N+4;
 * * `sixline:N`, N = 1, 4, ..., 31 (the rows starting at N and N + 3);
 * * `dozen:1|2|3`, `column:1|2|3` (column 1 = 1, 4, ..., 34);
 * * `red`, `black`, `odd`, `even`, `low` (1-18), `high` (19-36).
 *
 * The "first four" (0-1-2-3) is not offered: it is the one bet whose layout differs
 * between tables. Every bet pays 36 / (numbers covered) including the stake, which
 * gives the table of the brief (straight 36x ... even money 2x) and an RTP of 36/37.
 */
export interface RouletteChip {
  bet: string;
  amount: string;
}
export interface RouletteParams {
  chips: RouletteChip[];
}
export interface RouletteResult {
  pocket: number;
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const rouletteResultSchema: z.ZodType<RouletteResult> = z.object({ pocket: z.number().int() });

export const ROULETTE_POCKETS = 37;
export const ROULETTE_MAX_CHIPS = 50;
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/**
 * The pockets in their order round a European wheel, from the zero. The rules never
 * need it; the web's wheel and the Fairness window's drawing of a result both do.
 */
export const EUROPEAN_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type PocketColour = 'red' | 'black' | 'green';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

const range = (from: number, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => from + i * step);
const NUMBERS = range(1, 36);
/** Bets whose whole name is fixed (a Map, so names like `constructor` find nothing). */
const FIXED_BETS = new Map<string, readonly number[]>(
  Object.entries({
    red: RED_NUMBERS,
    black: NUMBERS.filter((n) => !RED_NUMBERS.includes(n)),
    odd: NUMBERS.filter((n) => n % 2 === 1),
    even: NUMBERS.filter((n) => n % 2 === 0),
    low: range(1, 18),
    high: range(19, 18),
    'dozen:1': range(1, 12),
    'dozen:2': range(13, 12),
    'dozen:3': range(25, 12),
    'column:1': range(1, 12, 3),
    'column:2': range(2, 12, 3),
    'column:3': range(3, 12, 3),
    'street:0-1-2': [0, 1, 2],
    'street:0-2-3': [0, 2, 3],
    'split:0-1': [0, 1],
    'split:0-2': [0, 2],
    'split:0-3': [0, 3],
  }),
);

/** A number 0-36 written without leading zeros, or null. */
function numberIn(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^(0|[1-9]\d?)$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** Numbers on the inside of the table, from the bet's kind and its first number. */
function insideNumbers(kind: string, first: number): readonly number[] | null {
  const column = first % 3; // 1 = left, 2 = middle, 0 = right
  switch (kind) {
    case 'straight':
      return [first];
    case 'street':
      return column === 1 && first <= 34 ? range(first, 3) : null;
    case 'corner':
      return column !== 0 && first <= 32 ? [first, first + 1, first + 3, first + 4] : null;
    case 'sixline':
      return column === 1 && first <= 31 ? range(first, 6) : null;
    default:
      return null;
  }
}

/**
 * The numbers a bet covers, in increasing order, or null when the name is not a
 * canonical bet name. The UI highlights these; play() pays on them.
 */
export function rouletteBetNumbers(bet: string): readonly number[] | null {
  const fixed = FIXED_BETS.get(bet);
  if (fixed) return fixed;
  const [kind = '', argument, extra] = bet.split(':');
  if (extra !== undefined) return null;
  if (kind === 'split') {
    const [a, b, more] = (argument ?? '').split('-');
    const low = numberIn(a, 1, 36);
    const high = numberIn(b, 1, 36);
    if (more !== undefined || low === null || high === null) return null;
    const sideBySide = high === low + 1 && low % 3 !== 0;
    return sideBySide || high === low + 3 ? [low, high] : null;
  }
  const first = numberIn(argument, kind === 'straight' ? 0 : 1, 36);
  return first === null ? null : insideNumbers(kind, first);
}

/** What a winning chip on this bet returns, including the stake: 36 / numbers covered. */
export function rouletteBetPayout(bet: string): Multiplier | null {
  const numbers = rouletteBetNumbers(bet);
  return numbers ? (36n * MULTIPLIER_SCALE) / BigInt(numbers.length) : null;
}

const chipSchema = z.strictObject({
  bet: z
    .string({ error: 'bet must be a string' })
    .refine(
      (bet) => rouletteBetNumbers(bet) !== null,
      'bet must name a roulette bet, such as straight:17 or red',
    ),
  amount: amountString('amount', false),
});

/**
 * Several chips on the same bet are merged into one (amounts added), so the round
 * record holds each bet once; the multiplier is linear in the chips, so merging
 * never changes what is paid.
 */
const rouletteParamsSchema = z
  .strictObject({
    chips: z
      .array(chipSchema, { error: 'chips must be a list of {bet, amount}' })
      .min(1, 'chips must hold at least one chip')
      .max(ROULETTE_MAX_CHIPS, `chips must hold at most ${ROULETTE_MAX_CHIPS} chips`),
  })
  .transform(({ chips }): RouletteParams => {
    const merged = new Map<string, Atoms>();
    for (const chip of chips) merged.set(chip.bet, (merged.get(chip.bet) ?? 0n) + parseAmount(chip.amount));
    return { chips: [...merged].map(([bet, atoms]) => ({ bet, amount: toDecimalString(atoms) })) };
  });

/** The total stake of a bet, in atoms (the sum of its chips). */
export function rouletteStakeAtoms(params: RouletteParams): Atoms {
  return params.chips.reduce((sum, chip) => sum + fromDecimalString(chip.amount), 0n);
}

function stakesForPocket(params: RouletteParams, pocket: number): { stake: Atoms; multiplier: Multiplier }[] {
  return params.chips.map((chip) => ({
    stake: fromDecimalString(chip.amount),
    multiplier: rouletteBetNumbers(chip.bet)?.includes(pocket) ? (rouletteBetPayout(chip.bet) ?? 0n) : 0n,
  }));
}

function multiplierForPocket(params: RouletteParams, pocket: number): Multiplier {
  return multiplierOnTotal(stakesForPocket(params, pocket));
}

/** Each of the 37 pockets once; every chip covering it returns 36 / (numbers covered). */
export function rouletteOutcomes({ chips }: RouletteParams): OutcomeDistribution {
  const stakes = chips.map((chip) => ({
    atoms: fromDecimalString(chip.amount),
    numbers: rouletteBetNumbers(chip.bet) ?? [],
    pays: rouletteBetPayout(chip.bet) ?? 0n,
  }));
  return {
    stake: stakes.reduce((sum, chip) => sum + chip.atoms, 0n) * MULTIPLIER_SCALE,
    outcomes: Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => ({
      weight: 1n,
      returned: stakes.reduce(
        (sum, chip) => sum + (chip.numbers.includes(pocket) ? chip.atoms * chip.pays : 0n),
        0n,
      ),
    })),
  };
}

export const rouletteGame: SingleStepGame<RouletteParams, RouletteResult> = {
  resultSchema: rouletteResultSchema,
  kind: 'single',
  slug: 'roulette',
  name: ORIGINAL_GAME_NAMES.roulette,
  rtp: '97.3',
  listing: {
    categories: ['table-games', 'roulette'],
    tags: ['provably fair', 'table', 'european'],
    description:
      'European roulette with a single zero: place chips on numbers, splits, streets, corners, lines, dozens, columns and even-money bets.',
    releasedAt: '2026-02-02',
    popularity: 800,
  },
  paramsSchema: rouletteParamsSchema,
  play(seeds, params) {
    const [float = 0] = takeFloats(seeds, 1);
    const pocket = Math.floor(float * ROULETTE_POCKETS);
    const stakes = stakesForPocket(params, pocket);
    return { result: { pocket }, multiplier: multiplierOnTotal(stakes), payout: payoutOnStakes(stakes) };
  },
  maxMultiplier: (params) =>
    largestMultiplier(
      Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => multiplierForPocket(params, pocket)),
    ),
  stakes: (params) => params.chips.map((chip) => fromDecimalString(chip.amount)),
  unstaked: { chips: [] },
  odds: (params) => ({ distribution: rouletteOutcomes(params) }),
  settings: [{ chips: [{ bet: 'straight:17', amount: '1' }] }, { chips: [{ bet: 'red', amount: '1' }] }],
};
