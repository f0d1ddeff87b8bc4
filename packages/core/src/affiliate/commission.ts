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
 * themselves through a second account gets it on top of the top rank's rakeback and
 * period bonuses (40% of the edge, loyalty/reward-rates.ts): at most half the edge,
 * before the level-up bonuses of the climb. With those (loyalty/reward-rates.test.ts
 * adds it all up for every game and a spread of settings, at the maximum commission):
 * at most 72% of the edge in every game but blackjack (plinko's 11-row high table), and
 * 98% at blackjack's stated 0.4% edge floor, on the way from Diamond to Obsidian (93% at
 * the default percent). No case returns the edge.
 */
export function commissionOnStake(stakeAtoms: bigint, edge: Ratio, percent: Ratio, halved: boolean): Ratio {
  return ratio(stakeAtoms * edge.n * percent.n, edge.d * percent.d * 200n * (halved ? 2n : 1n));
}

/** A percent with at most two decimals (as staff set it) as an exact ratio. */
export function percentRatio(percent: number): Ratio {
  return ratio(BigInt(Math.round(percent * 100)), 100n);
}
