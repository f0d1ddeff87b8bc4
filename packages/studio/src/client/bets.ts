import { toAtoms } from './format';

/**
 * Bet stepping: the bet is always one of the session's levels, which the API lists in
 * ascending order. The - and + buttons move one level and stop at the ends.
 */

/** The index of `bet` among the levels, or of the nearest level at or below it (the lowest when none is). */
export function betIndex(levels: readonly string[], bet: string): number {
  const target = toAtoms(bet);
  let best = 0;
  levels.forEach((level, index) => {
    if (toAtoms(level) <= target) best = index;
  });
  return best;
}

/** The level `direction` steps away from `index`, kept within the list. */
export function stepBet(levels: readonly string[], index: number, direction: -1 | 1): number {
  if (levels.length === 0) return 0;
  return Math.min(levels.length - 1, Math.max(0, index + direction));
}

/** Whether the - and + buttons can move. */
export function betStepsAvailable(levels: readonly string[], index: number): { down: boolean; up: boolean } {
  return { down: index > 0, up: index < levels.length - 1 };
}
