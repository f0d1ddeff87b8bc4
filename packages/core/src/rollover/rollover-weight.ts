import { compare, div, floorTimes, mul, ONE, ratio, ZERO } from './ratio';
import { type RoundRisk, roundRisk } from './round-risk';

/**
 * How much of a stake counts toward a rollover (rewards README, "Welcome offer", has the
 * arithmetic). An offer pays a bonus once the counted stakes reach a multiple of deposit
 * plus bonus, so what matters is what a counted dollar costs the player: the house
 * edge of the stakes behind it, less the rewards those stakes earn, which are all
 * shares of that edge (loyalty/reward-shares.ts). Counting each stake at most
 *
 *     edge / 1%
 *
 * of its size makes every counted dollar cost at least 1% x the share of the edge the
 * house keeps, in any game at any settings, so an offer's worth has a bound that holds
 * whatever the player does (offer-value.ts). Games with a 1% edge or more count in
 * full, lower edges in proportion. On top:
 *
 * - odds below 2x count half, because the result of such play stays close to its
 *   expectation (and a hedge counts as the short bet it is, round-risk.ts);
 * - odds of 99/98 or shorter (a 98% chance or more) count nothing.
 */

/** Shares are whole millionths, rounded down. */
export const WEIGHT_SCALE = 1_000_000n;
/** A game whose edge is at least this counts in full. */
export const FULL_COUNT_EDGE = ratio(1n, 100n);
/** What a stake at odds below 2x counts, of what it would otherwise. */
export const SHORT_ODDS_SHARE = ratio(1n, 2n);

/** The share of a stake of this risk that counts, in millionths (0 to 1,000,000). */
export function shareOfRisk(risk: RoundRisk | null): bigint {
  if (!risk || risk.nearCertain) return 0n;
  let share = div(risk.edge, FULL_COUNT_EDGE);
  if (compare(share, ZERO) <= 0) return 0n;
  if (compare(share, ONE) > 0) share = ONE;
  if (risk.shortOdds) share = mul(share, SHORT_ODDS_SHARE);
  return floorTimes(share, WEIGHT_SCALE);
}

/**
 * The share of a round's stakes (base stake, doubles, splits and insurance alike) that
 * counts toward the rollover, in millionths, from the round's game and params as they
 * were stored. An unknown game, or params its schema refuses, counts nothing.
 */
export function rolloverWeight(game: string, params: unknown): bigint {
  return shareOfRisk(roundRisk(game, params));
}
