import { z } from 'zod';
import { AmountError, type Atoms, parseAmount } from '../../money/amount';
import { MULTIPLIER_SCALE, type Multiplier, payoutOf } from '../types';

/**
 * A number given with at most two decimals (a dice target, a limbo target), as an
 * integer count of hundredths. `toFixed(2)` round-trips exactly when the input had
 * at most two decimals, so 30.74 passes while 30.745 and 0.1 + 0.2 are refused:
 * the outcome is then decided on integers, never on a binary float near a boundary.
 */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value) || Number(value.toFixed(2)) !== value) return null;
  return Math.round(value * 100);
}

/** A count of hundredths as a fixed-point multiplier (1.01 -> 101_000_000n), exactly. */
export function multiplierFromHundredths(hundredths: number): Multiplier {
  return (BigInt(hundredths) * MULTIPLIER_SCALE) / 100n;
}

/** A two-decimal number param: `field` names the field in every message. */
export function twoDecimalNumber(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be a number` })
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`)
    .refine((value) => hundredthsOf(value) !== null, `${field} must have at most 2 decimal places`);
}

/**
 * A stake written as a decimal string, checked with the same parser the server uses
 * for wagers; the parser's message ("Amount must not be negative") is reworded to
 * name the field ("tie must not be negative"). The currency's own precision and the
 * balance are the server's to check.
 */
export function amountString(field: string, allowZero: boolean) {
  return z.string({ error: `${field} must be a decimal string` }).superRefine((value, ctx) => {
    try {
      parseAmount(value, { allowZero });
    } catch (error) {
      const message = error instanceof AmountError ? error.message : 'Amount is not valid';
      ctx.addIssue({ code: 'custom', message: message.replace(/^Amount/, field) });
    }
  });
}

/**
 * Several stakes settled in one round (roulette chips, baccarat's three spots) as
 * one multiplier on their total: floor(sum(stake_i * multiplier_i) / total), what
 * the round shows. The payout is `payoutOnStakes`, exact per stake.
 */
export function multiplierOnTotal(parts: readonly { stake: Atoms; multiplier: Multiplier }[]): Multiplier {
  let total = 0n;
  let returned = 0n;
  for (const part of parts) {
    total += part.stake;
    returned += part.stake * part.multiplier;
  }
  return total === 0n ? 0n : returned / total;
}

/** What several stakes pay: each stake's own return (floored to an atom, as a one-stake bet is), summed. */
export function payoutOnStakes(parts: readonly { stake: Atoms; multiplier: Multiplier }[]): Atoms {
  let payout = 0n;
  for (const part of parts) payout += payoutOf(part.stake, part.multiplier);
  return payout;
}

/** The largest of some multipliers (0 when there are none); bigints have no Math.max. */
export function largestMultiplier(values: Iterable<Multiplier>): Multiplier {
  let best = 0n;
  for (const value of values) {
    if (value > best) best = value;
  }
  return best;
}

/** The whole numbers from `from` to `to`, both included (a game's settings: 1 to 24 mines). */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Binomial coefficient C(n, k), exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i += 1) {
    result = (result * BigInt(n - i)) / BigInt(i + 1);
  }
  return result;
}
