import { compare, div, floorTimes, mul, ONE, type Ratio, ratio, sub, ZERO } from './ratio';
import { type RoundRisk, roundRisk } from './round-risk';

/**
 * How much of a stake counts toward the welcome offer's rollover (rewards README,
 * "Welcome offer", has the arithmetic). The offer pays a bonus once the counted stakes
 * reach a multiple of deposit plus bonus, so what matters is what a counted dollar
 * costs the player: the house edge of the stakes behind it, less what the global pot
 * and the level-up bonuses give back on them. Counting each stake at most
 *
 *     (edge - other returns) / (1% - other returns)
 *
 * of its size makes every counted dollar cost at least 1% - other returns, in any game
 * at any settings, so the offer's worth has a bound that holds whatever the player
 * does (offer-value.ts). Games with a 1% edge or more count in full; lower edges count
 * in proportion, nothing once the returns reach the edge. On top:
 *
 * - odds below 2x count half, because the result of such play stays close to its
 *   expectation (and a hedge counts as the short bet it is, round-risk.ts);
 * - odds of 99/98 or shorter (a 98% chance or more) count nothing.
 */

/** Shares are whole millionths, rounded down. */
export const WEIGHT_SCALE = 1_000_000n;
/** A game whose edge, less the other returns, is at least this counts in full. */
export const FULL_COUNT_EDGE = ratio(1n, 100n);
/** What a stake at odds below 2x counts, of what it would otherwise. */
export const SHORT_ODDS_SHARE = ratio(1n, 2n);

export interface CountingTerms {
  /** What the pot and the level-ups give back per unit staked, at most (offer-value.ts). */
  otherReturn: Ratio;
}

/** The share of a stake of this risk that counts, in millionths (0 to 1,000,000). */
export function shareOfRisk(risk: RoundRisk | null, terms: CountingTerms): bigint {
  if (!risk || risk.nearCertain) return 0n;
  const fullCountCost = sub(FULL_COUNT_EDGE, terms.otherReturn);
  if (compare(fullCountCost, ZERO) <= 0) return 0n;
  let share = div(sub(risk.edge, terms.otherReturn), fullCountCost);
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
export function rolloverWeight(game: string, params: unknown, terms: CountingTerms): bigint {
  return shareOfRisk(roundRisk(game, params), terms);
}
