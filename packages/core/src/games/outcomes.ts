import { MULTIPLIER_SCALE } from './types';

/**
 * Every outcome of one round with its exact chance: `weight` is a relative chance (an
 * integer; the chances are weight / total weight) and the outcome returns
 * `returned / stake` times what was staked. Exact integers throughout, so an expected
 * return computed from it is an exact fraction. Single stakes use the fixed-point
 * multiplier (stake = 1x); several stakes (roulette chips, baccarat spots) use their
 * atoms, summed, so a round like 1 on Player and 1 on Banker is one distribution.
 * Each game builds its own in its folder (its `odds`).
 */
export interface OutcomeDistribution {
  stake: bigint;
  outcomes: { weight: bigint; returned: bigint }[];
}

/** A bet that returns `pays` (fixed point) with chance wins / (wins + losses), else nothing. */
export function simpleBet(wins: bigint, losses: bigint, pays: bigint): OutcomeDistribution {
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: [
      { weight: wins, returned: pays },
      { weight: losses, returned: 0n },
    ],
  };
}
