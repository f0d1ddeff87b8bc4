import { bestShares, otherReturnBound, potReturnBound, sharePercent } from '@ante/core';
import type { Config } from '../../../lib/config';

/**
 * Each house game with the most its stakes count toward a rollover, in percent, on the
 * pot's settings now: what the welcome offer's and every offer's terms show.
 */
export function countingTerms(config: Config): Array<{ game: string; percent: string }> {
  const otherReturn = otherReturnBound(potReturnBound(config.jackpot));
  return bestShares({ otherReturn }).map(({ game, share }) => ({ game, percent: sharePercent(share) }));
}
