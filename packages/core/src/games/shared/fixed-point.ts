import { MULTIPLIER_SCALE, type Multiplier, multiplier } from '../types';

/**
 * State is stored as JSON between requests, and JSON has no bigint, so multipliers
 * travel in state and views as exact decimal strings ("2.475"). `parseMultiplier`
 * reads them back to fixed point without loss.
 */
export function formatMultiplier(value: Multiplier): string {
  if (value < 0n) throw new Error(`negative multiplier: ${value}`);
  const whole = value / MULTIPLIER_SCALE;
  const fraction = (value % MULTIPLIER_SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export const parseMultiplier = multiplier;

/**
 * `0.99 * numerator / denominator` in 1e-8 steps, truncated (never rounded up, so
 * the house never pays more than the 99% return promises). The whole ratio is
 * formed in integers first and divided once, so the only error is the final
 * truncation: less than one step.
 */
export function withHouseEdge(numerator: bigint, denominator: bigint): Multiplier {
  return (99n * MULTIPLIER_SCALE * numerator) / (100n * denominator);
}

/** Binomial coefficient C(n, k) in exact integers. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
