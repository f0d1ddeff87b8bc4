import { z } from 'zod';
import { takeFloats } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import { type OutcomeDistribution, simpleBet } from '../outcomes';
import { hundredthsOf, twoDecimalNumber } from '../shared/maths';
import { MULTIPLIER_SCALE, type Multiplier, type SingleStepGame } from '../types';

/**
 * Dice: roll = floor(f * 10001) / 100, so the 10001 rolls 0.00, 0.01, ..., 100.00 are
 * equally likely. Everything is decided on integer hundredths:
 *
 * * under target T (hundredths): the winning rolls are 0 .. T - 1, so T of them;
 * * over target T: the winning rolls are T + 1 .. 10000, so 10000 - T of them.
 *
 * That count, read as hundredths of a percent, is the win chance the player is
 * shown (under 49.50 -> 49.50%), and the multiplier is `99 / chancePercent`:
 * floor(99 * 10^8 * 100 / count) in fixed point (count 4950 -> 2.0x exactly). The
 * true probability is count / 10001 (the roll 100.00 or 0.00 is the 10001st
 * value), so the return is 9900 / 10001 = 98.99% before the final truncation.
 */
export type DiceCondition = 'over' | 'under';
export interface DiceParams {
  condition: DiceCondition;
  target: number;
}
export interface DiceResult {
  /** The roll, 0.00 to 100.00. */
  roll: number;
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const diceResultSchema: z.ZodType<DiceResult> = z.object({ roll: z.number() });

export const DICE_ROLLS = 10_001;
/** Win chance bounds, in hundredths of a percent (0.01% to 98%). */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9_800;

/** How many of the 10001 rolls win: also the win chance in hundredths of a percent. */
export function diceWinningRolls(condition: DiceCondition, target: number): number {
  const hundredths = hundredthsOf(target) ?? Number.NaN;
  return condition === 'under' ? hundredths : 10_000 - hundredths;
}

export function diceMultiplier(condition: DiceCondition, target: number): Multiplier {
  return (99n * 100n * MULTIPLIER_SCALE) / BigInt(diceWinningRolls(condition, target));
}

const diceParamsSchema = z
  .strictObject({
    condition: z.enum(['over', 'under'], { error: 'condition must be "over" or "under"' }),
    target: twoDecimalNumber('target', 0, 100),
  })
  .refine(
    ({ condition, target }) => {
      const chance = diceWinningRolls(condition, target);
      return chance >= DICE_MIN_CHANCE && chance <= DICE_MAX_CHANCE;
    },
    { error: 'target must leave a win chance between 0.01% and 98%', path: ['target'] },
  );

export function diceOutcomes({ condition, target }: DiceParams): OutcomeDistribution {
  const wins = BigInt(diceWinningRolls(condition, target));
  return simpleBet(wins, BigInt(DICE_ROLLS) - wins, diceMultiplier(condition, target));
}

export const diceGame: SingleStepGame<DiceParams, DiceResult> = {
  resultSchema: diceResultSchema,
  kind: 'single',
  slug: 'dice',
  name: ORIGINAL_GAME_NAMES.dice,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'classic', 'fast'],
    description:
      'Roll a number from 0.00 to 100.00 and call it over or under your target. Slide the target to trade win chance for multiplier.',
    releasedAt: '2026-01-05',
    popularity: 1000,
  },
  paramsSchema: diceParamsSchema,
  play(seeds, { condition, target }) {
    const [float = 0] = takeFloats(seeds, 1);
    const rollHundredths = Math.floor(float * DICE_ROLLS);
    const targetHundredths = hundredthsOf(target) ?? Number.NaN;
    const won = condition === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
    return {
      result: { roll: rollHundredths / 100 },
      multiplier: won ? diceMultiplier(condition, target) : 0n,
    };
  },
  maxMultiplier: ({ condition, target }) => diceMultiplier(condition, target),
  odds: (params) => ({ distribution: diceOutcomes(params) }),
  settings: [{ condition: 'under', target: 49.5 }],
};
