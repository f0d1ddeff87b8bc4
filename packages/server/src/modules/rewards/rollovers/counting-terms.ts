import { bestShares, sharePercent } from '@ante/core';

/**
 * Each house game with the most its stakes count toward a rollover, in percent: what the
 * welcome offer's and every offer's terms show.
 */
export function countingTerms(): Array<{ game: string; percent: string }> {
  return bestShares().map(({ game, share }) => ({ game, percent: sharePercent(share) }));
}
