import { MAX_COMMISSION_PERCENT } from '../contracts/affiliate';
import { parseAmount } from '../money/amount';
import { add, type Ratio, ratio, ZERO } from '../rollover/ratio';
import { TOP_RANK_ID } from './ranks';
import { rewardRates } from './reward-rates';

/**
 * Every reward a stake earns, as a share of the house's expected edge on that stake
 * (`rewardEdge(game, params)`, reward-edge.ts), so that no game and no way of playing
 * can earn more than a fixed share of what it costs:
 *
 * - rakeback: the rank's `rakebackPercent` of each stake's edge (reward-rates.ts);
 * - weekly and monthly: their percent of the period's edge, at the rank the period
 *   closes on, which for a player climbing fast is any rank up to the top;
 * - level-up: a rank's bonus is at most LEVEL_UP_EDGE_PERCENT of the edge of the stakes
 *   that climbed to it (never more than the rank's stated bonus, ranks.ts);
 * - the pot: a stake's chance of winning it is its USD value times its edge over the
 *   pot's odds at a 1% edge (POT_ODDS_EDGE), so the pot at its cap gives back
 *   cap / (odds x 1%) of the edge;
 * - affiliate commission: `percent / 2` of the edge (affiliate/commission.ts), which a
 *   player who refers themselves through a second account collects too.
 *
 * `rewardShares` adds them up for a stake made at a rank, at their largest: the weekly
 * and monthly at the top rank's rates, the next rank's level-up, the pot at its cap,
 * the commission at the percent given. The test beside it fails should any total reach
 * TOTAL_SHARE_LIMIT, so the house always keeps a fifth of its edge, whatever the game.
 */

/** A rank's level-up bonus is at most this percent of the edge the stakes climbing to it carried. */
export const LEVEL_UP_EDGE_PERCENT = 20;
/** The pot's odds are in USD staked at this edge: a stake at edge e counts e / 1% of its USD value. */
export const POT_ODDS_EDGE = ratio(1n, 100n);
/** No rank, game or setting may give back this share of the edge, all rewards included. */
export const TOTAL_SHARE_LIMIT = ratio(80n, 100n);

export interface PotTerms {
  enabled: boolean;
  maxUsd: string;
  oddsUsd: string;
}

/** The pot's return as a share of the edge, at its cap: cap / (odds x 1%). */
export function potEdgeShare(pot: PotTerms): Ratio {
  if (!pot.enabled) return ZERO;
  const odds = parseAmount(pot.oddsUsd);
  return ratio(parseAmount(pot.maxUsd) * POT_ODDS_EDGE.d, odds * POT_ODDS_EDGE.n);
}

export interface RewardShares {
  rakeback: Ratio;
  weekly: Ratio;
  monthly: Ratio;
  levelUp: Ratio;
  pot: Ratio;
  commission: Ratio;
  total: Ratio;
}

export interface ShareOptions {
  pot: PotTerms;
  /** The affiliate commission percent collected on the stake (self-referral); the staff maximum by default. */
  commissionPercent?: number;
  /**
   * A rollover is open on the stake's currency: rakeback and commission are halved
   * (rakeback.md, affiliate/commission.ts), the other rewards are not.
   */
  duringRollover?: boolean;
}

const percent = (value: number, halved = false) =>
  ratio(BigInt(Math.round(value * 100)), halved ? 20_000n : 10_000n);

/** The most a stake made at `rankId` earns back, piece by piece, as shares of its edge. */
export function rewardShares(rankId: number, options: ShareOptions): RewardShares {
  const rates = rewardRates(rankId);
  const top = rewardRates(TOP_RANK_ID);
  const halved = options.duringRollover ?? false;
  const pieces = {
    rakeback: percent(rates.rakebackPercent, halved),
    weekly: percent(top.weeklyPercent),
    monthly: percent(top.monthlyPercent),
    levelUp: rankId < TOP_RANK_ID ? percent(LEVEL_UP_EDGE_PERCENT) : ZERO,
    pot: potEdgeShare(options.pot),
    // The commission is percent / 2 of the edge: a halving on top of any rollover's.
    commission: percent((options.commissionPercent ?? MAX_COMMISSION_PERCENT) / 2, halved),
  };
  const total = Object.values(pieces).reduce(add, ZERO);
  return { ...pieces, total };
}

/** The largest total share over the ranks from `fromRankId` up: what a player allowed from there can earn at most. */
export function mostRewardShare(fromRankId: number, options: ShareOptions): Ratio {
  let most = ZERO;
  for (let rankId = Math.max(0, fromRankId); rankId <= TOP_RANK_ID; rankId += 1) {
    const { total } = rewardShares(rankId, options);
    if (total.n * most.d > most.n * total.d) most = total;
  }
  return most;
}
