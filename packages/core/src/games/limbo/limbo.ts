import { z } from 'zod';
import { takeFloats } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import { type OutcomeDistribution, simpleBet } from '../outcomes';
import { hundredthsOf, multiplierFromHundredths, twoDecimalNumber } from '../shared/maths';
import type { SingleStepGame } from '../types';

/**
 * Limbo: the crash point is `max(1, floor(1e8 / (floor(f * 1e8) + 1) * 0.99 * 100) / 100)`,
 * and a bet on target t wins (paying t) when the crash point is at least t.
 *
 * The formula is evaluated exactly as docs/provably-fair.md#the-games writes it, in double
 * precision and left to right, because that is what the third-party verifiers
 * players use compute; an exact-integer reading (floor(99e8 / (n + 1))) would be a
 * cent higher on 46 of the 10^8 values of n = floor(f * 1e8) (those where
 * 99e8 / (n + 1) is a whole number and the product rounds just below it), and a
 * player's verifier would then disagree with us. The RTP test accounts for them.
 */
export interface LimboParams {
  target: number;
}
export interface LimboResult {
  /** The crash point, two decimals, at least 1. */
  multiplier: number;
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const limboResultSchema: z.ZodType<LimboResult> = z.object({ multiplier: z.number() });

export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;

/** The crash point in hundredths for n = floor(f * 1e8), 0 <= n < 1e8. */
export function limboCrashHundredths(n: number): number {
  return Math.max(100, Math.floor((1e8 / (n + 1)) * 0.99 * 100));
}

/** The 10^8 equally likely values of n = floor(f * 1e8). */
export const LIMBO_VALUES = 100_000_000;

/**
 * How many of the 10^8 values of n reach a target of `targetHundredths`. The crash
 * point never rises with n (each floating-point step is monotone), so the winners
 * are a prefix 0 .. count - 1, and a binary search finds its end in 27 evaluations.
 */
export function limboWinningValues(targetHundredths: number): number {
  let low = 0;
  let high = LIMBO_VALUES;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (limboCrashHundredths(middle) >= targetHundredths) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function limboOutcomes({ target }: LimboParams): OutcomeDistribution {
  const hundredths = hundredthsOf(target) ?? 0;
  const wins = BigInt(limboWinningValues(hundredths));
  return simpleBet(wins, BigInt(LIMBO_VALUES) - wins, multiplierFromHundredths(hundredths));
}

export const limboGame: SingleStepGame<LimboParams, LimboResult> = {
  resultSchema: limboResultSchema,
  kind: 'single',
  slug: 'limbo',
  name: ORIGINAL_GAME_NAMES.limbo,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'multiplier', 'fast'],
    description: 'Pick a target multiplier; if the drawn multiplier reaches it, you win your target.',
    releasedAt: '2026-01-05',
    popularity: 900,
  },
  paramsSchema: z.strictObject({ target: twoDecimalNumber('target', LIMBO_MIN_TARGET, LIMBO_MAX_TARGET) }),
  play(seeds, { target }) {
    const [float = 0] = takeFloats(seeds, 1);
    const crash = limboCrashHundredths(Math.floor(float * 1e8));
    const targetHundredths = hundredthsOf(target) ?? Number.NaN;
    return {
      result: { multiplier: crash / 100 },
      multiplier: crash >= targetHundredths ? multiplierFromHundredths(targetHundredths) : 0n,
    };
  },
  maxMultiplier: ({ target }) => multiplierFromHundredths(hundredthsOf(target) ?? 0),
  odds: (params) => ({ distribution: limboOutcomes(params) }),
  settings: [{ target: 2 }, { target: 10 }],
};
