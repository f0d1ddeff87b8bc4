import { BLACKJACK_EDGE_FLOOR } from '../games/blackjack/blackjack';
import { LOYALTY_RANKS } from '../loyalty/ranks';
import { parseAmount } from '../money/amount';
import { add, compare, mul, type Ratio, ratio, sub, ZERO } from './ratio';
import { FULL_COUNT_EDGE } from './rollover-weight';

/**
 * The welcome offer's worth to a player under a model that favours the player: they
 * always complete the rollover (nobody goes bust), the global pot stands at its cap
 * for every stake, and every level-up bonus their stakes reach is theirs. Then each
 * counted unit costs at least FULL_COUNT_EDGE - other returns (rollover-weight.ts),
 * the counted stakes are `rollover` x (deposit + bonus), and with bonus = percent x
 * deposit (the most the bonus can be per unit deposited):
 *
 *     worth / deposit = p - (1% - other returns) x rollover x (1 + p),   p = percent / 100
 *
 * The casino refuses to start on terms where this is not below zero.
 */

/** The smallest edge any stake faces (blackjack's floor; the outcome tests check every other game's is larger). */
export const SMALLEST_HOUSE_EDGE = BLACKJACK_EDGE_FLOOR;

/**
 * What level-up bonuses give back per USD staked, at most, from a new account's first
 * stake: the largest ratio of the bonuses up to a rank to the wager that reaches it
 * (0.2% at every rank). A player with earlier play reaches ranks they would reach
 * with any play, so the offer adds nothing there.
 */
export function levelUpReturnBound(): Ratio {
  let best = ZERO;
  let paid = 0n;
  for (const rank of LOYALTY_RANKS) {
    paid += parseAmount(rank.levelUpBonus, { allowZero: true });
    const wager = parseAmount(rank.wagerRequirement, { allowZero: true });
    if (wager > 0n && compare(ratio(paid, wager), best) > 0) best = ratio(paid, wager);
  }
  return best;
}

/** What the pot gives back per USD staked, at most: its cap over its odds (a stake of s wins with chance s / odds). */
export function potReturnBound(jackpot: { enabled: boolean; maxUsd: string; oddsUsd: string }): Ratio {
  return jackpot.enabled ? ratio(parseAmount(jackpot.maxUsd), parseAmount(jackpot.oddsUsd)) : ZERO;
}

/** The pot's and the level-ups' return per unit staked, at most: what counting subtracts from each edge. */
export function otherReturnBound(potReturn: Ratio): Ratio {
  return add(potReturn, levelUpReturnBound());
}

export interface OfferRules {
  /** Bonus, percent of the deposit. */
  percent: number;
  /** Counted stakes needed, as a multiple of deposit plus bonus. */
  rollover: number;
}

/** The offer's worth per unit deposited under the model above (negative: it costs the player). */
export function offerWorthPerDeposit(rules: OfferRules, otherReturn: Ratio): Ratio {
  const p = ratio(BigInt(rules.percent), 100n);
  const costPerCounted = sub(FULL_COUNT_EDGE, otherReturn);
  const counted = mul(ratio(BigInt(rules.rollover), 1n), add(ratio(1n, 1n), p));
  return sub(p, mul(costPerCounted, counted));
}

/**
 * A free offer's worth per unit of bonus under the same model: the player is given the
 * bonus and must stake `rollover` x it in counted stakes, each costing at least
 * FULL_COUNT_EDGE - other returns, so
 *
 *     worth / bonus = 1 - (1% - other returns) x rollover
 *
 * which must be below zero for the offer to cost the player on average.
 */
export function freeOfferWorthPerUnit(rollover: number, otherReturn: Ratio): Ratio {
  const costPerCounted = sub(FULL_COUNT_EDGE, otherReturn);
  return sub(ratio(1n, 1n), mul(costPerCounted, ratio(BigInt(rollover), 1n)));
}

/** Whether a free offer with this rollover costs the player on average, for every game. */
export function freeOfferCostsThePlayer(rollover: number, otherReturn: Ratio): boolean {
  return compare(freeOfferWorthPerUnit(rollover, otherReturn), ZERO) < 0;
}

/** Whether the offer costs the player on average, for every game, under the model above. */
export function offerCostsThePlayer(rules: OfferRules, otherReturn: Ratio): boolean {
  return rules.percent === 0 || compare(offerWorthPerDeposit(rules, otherReturn), ZERO) < 0;
}
