import { mostRewardShare, type PotTerms } from '../loyalty/reward-shares';
import { compare, mul, ONE, type Ratio, ratio, sub, ZERO } from './ratio';
import { FULL_COUNT_EDGE } from './rollover-weight';

/**
 * An offer's worth to a player under a model that favours the player: they always
 * complete the rollover (nobody goes bust), and while it runs they keep earning every
 * other reward at its largest (loyalty/reward-shares.ts): rakeback and commission
 * (halved while a rollover is open), the weekly and monthly bonuses at the top rank's
 * rates, the next rank's level-up and the pot at its cap, at whichever rank the offer
 * allows gives back the most. Every one of those is a share of the edge of the stake
 * that earns it, so of each stake's edge the house keeps at least `kept`, and each
 * counted unit (rollover-weight.ts counts at most edge / 1% of a stake) costs the
 * player at least 1% x kept. With counted stakes of `rollover` x (deposit + bonus)
 * and bonus = percent x deposit (the most it can be per unit deposited):
 *
 *     worth / deposit = p - 1% x kept x rollover x (1 + p),   p = percent / 100
 *
 * An offer is refused where this is not below zero.
 */

/** Of each stake's edge, what the house keeps at least while a rollover runs, for players from `fromRankId` up. */
export function keptShare(fromRankId: number, pot: PotTerms): Ratio {
  return sub(ONE, mostRewardShare(fromRankId, { pot, duringRollover: true }));
}

export interface OfferRules {
  /** Bonus, percent of the deposit. */
  percent: number;
  /** Counted stakes needed, as a multiple of deposit plus bonus. */
  rollover: number;
}

/** What a counted unit costs the player at least. */
function costPerCounted(kept: Ratio): Ratio {
  return mul(FULL_COUNT_EDGE, kept);
}

/** The offer's worth per unit deposited under the model above (negative: it costs the player). */
export function offerWorthPerDeposit(rules: OfferRules, kept: Ratio): Ratio {
  const p = ratio(BigInt(rules.percent), 100n);
  const counted = mul(ratio(BigInt(rules.rollover), 1n), ratio(100n + BigInt(rules.percent), 100n));
  return sub(p, mul(costPerCounted(kept), counted));
}

/**
 * A free offer's worth per unit of bonus under the same model: the player is given the
 * bonus and must stake `rollover` x it in counted stakes, so
 *
 *     worth / bonus = 1 - 1% x kept x rollover
 *
 * which must be below zero for the offer to cost the player on average.
 */
export function freeOfferWorthPerUnit(rollover: number, kept: Ratio): Ratio {
  return sub(ONE, mul(costPerCounted(kept), ratio(BigInt(rollover), 1n)));
}

/** Whether a free offer with this rollover costs the player on average, for every game. */
export function freeOfferCostsThePlayer(rollover: number, kept: Ratio): boolean {
  return compare(freeOfferWorthPerUnit(rollover, kept), ZERO) < 0;
}

/** Whether the offer costs the player on average, for every game, under the model above. */
export function offerCostsThePlayer(rules: OfferRules, kept: Ratio): boolean {
  return rules.percent === 0 || compare(offerWorthPerDeposit(rules, kept), ZERO) < 0;
}
