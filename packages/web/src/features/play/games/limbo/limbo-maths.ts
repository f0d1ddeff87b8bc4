import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, type LimboParams } from '@ante/core';

/**
 * Limbo's target and its win chance. A bet on target t wins when the crash point is
 * at least t, which happens with probability 99 / t percent (docs/provably-fair.md#the-games); the
 * chance is worked out in integers from the target's hundredths, so it reads the
 * same at 1.01× as at 1,000,000×.
 */
export const DEFAULT_LIMBO_PARAMS: LimboParams = { target: 2 };

/** The server's reading of a two-decimal number (core's params check): null when it has more decimals. */
function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value) || Number(value.toFixed(2)) !== value) return null;
  return Math.round(value * 100);
}

const MIN_HUNDREDTHS = Math.round(LIMBO_MIN_TARGET * 100);
const MAX_HUNDREDTHS = Math.round(LIMBO_MAX_TARGET * 100);

/** Whether `target` is one the server takes (1.01 to 1,000,000, two decimals). */
export function isValidTarget(target: number): boolean {
  const hundredths = hundredthsOf(target);
  return hundredths !== null && hundredths >= MIN_HUNDREDTHS && hundredths <= MAX_HUNDREDTHS;
}

/** The nearest target the server takes: two decimals, within the limits. */
export function clampTarget(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_LIMBO_PARAMS.target;
  const hundredths = Math.min(MAX_HUNDREDTHS, Math.max(MIN_HUNDREDTHS, Math.round(value * 100)));
  return hundredths / 100;
}

/** "49.50" for 2×, "0.000099" for 1,000,000×: 99 / target in percent, truncated, at least two decimals. */
export function winChanceText(target: number): string {
  const hundredths = BigInt(hundredthsOf(clampTarget(target)) ?? 200);
  // chance% = 99 / (h / 100) = 9900 / h; kept to 8 decimals.
  const scaled = (9_900n * 100_000_000n) / hundredths;
  const whole = scaled / 100_000_000n;
  const fraction = (scaled % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}
