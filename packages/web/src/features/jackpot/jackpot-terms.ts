import { toDecimalString } from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';
import { toAtoms } from '../../lib/money';

/** "0.005" as "0.5%": exact, from the decimal string. */
export function percentOf(fraction: string): string {
  return `${toDecimalString(toAtoms(fraction) * 100n)}%`;
}

/**
 * A dollar amount in the display currency (`formatUsd`), without cents when it has none
 * ("€920,000", "$0.10").
 */
export function usd(amount: string, formatUsd: UsdFormatter): string {
  const text = formatUsd(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/**
 * The chance a stake of `stakeUsd` wins, as "1 in N" (N rounded to a whole number),
 * given one win per `oddsUsd` staked on average.
 */
export function chanceOf(stakeUsd: string, oddsUsd: string): string {
  const stake = toAtoms(stakeUsd);
  const odds = toAtoms(oddsUsd);
  if (stake <= 0n) return 'no chance';
  if (stake >= odds) return 'a sure win';
  const n = (odds + stake / 2n) / stake;
  return `1 in ${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
