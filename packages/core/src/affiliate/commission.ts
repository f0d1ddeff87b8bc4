import { type Ratio, ratio } from '../rollover/ratio';

/**
 * A campaign's commission on one stake, the formula Shuffle publishes:
 * `stake x house edge x commission percent / 2`, with the edge `rewardEdge(game, params)`
 * (loyalty/reward-edge.ts), the one every reward is a share of. It is halved again while
 * the referred player has a bonus rollover under way (the bonus already rewards those
 * stakes), as rakeback is.
 *
 * What it costs the house: at the default 10% a campaign earns 5% of the edge of its
 * players' stakes, at the staff maximum of 20% it earns 10%. A player who refers
 * themselves through a second account gets it on top of every other reward, all shares
 * of the edge too (loyalty/reward-shares.ts, whose test holds the total under 80% of
 * the edge with the commission at the maximum).
 */
export function commissionOnStake(stakeAtoms: bigint, edge: Ratio, percent: Ratio, halved: boolean): Ratio {
  return ratio(stakeAtoms * edge.n * percent.n, edge.d * percent.d * 200n * (halved ? 2n : 1n));
}

/** A percent with at most two decimals (as staff set it) as an exact ratio. */
export function percentRatio(percent: number): Ratio {
  return ratio(BigInt(Math.round(percent * 100)), 100n);
}
