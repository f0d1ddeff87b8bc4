import { LOYALTY_RANKS } from './ranks';

/**
 * What each rank earns back, as percentages of the house edge the player's stakes
 * carried: a stake of S in a game with edge E is expected to cost the player S x E,
 * and the rates below return a share of that expected cost.
 *
 * - rakeback: on every settled stake, `S x E x rakeback%`, in the stake's currency;
 * - weekly and monthly: at the end of each period, `(sum of S x E in the period) x rate%`.
 *
 * Why no reward can be farmed: at the top rank the three rates return 15 + 10 + 15 =
 * 40% of the edge, and the level-up bonuses (ranks.ts) 0.1-0.24% of the wager that
 * earns them, at most 24% of a 1% edge; together at most 64% of the expected cost.
 * Whatever a player does, the house keeps at least a third of its edge on every
 * stake, so the expected value of playing for rewards stays negative. During an
 * active welcome rollover a player earns half the rakeback in that currency (the
 * bonus itself is already a reward on those stakes).
 */
export interface RewardRates {
  rankId: number;
  /** Percent of each settled stake's house edge paid back as rakeback. */
  rakebackPercent: number;
  /** Percent of the week's house edge paid as the weekly bonus. */
  weeklyPercent: number;
  /** Percent of the month's house edge paid as the monthly bonus. */
  monthlyPercent: number;
}

export const REWARD_RATES: readonly RewardRates[] = [
  { rankId: 0, rakebackPercent: 0, weeklyPercent: 0, monthlyPercent: 0 },
  { rankId: 1, rakebackPercent: 5, weeklyPercent: 2, monthlyPercent: 3 },
  { rankId: 2, rakebackPercent: 6, weeklyPercent: 3, monthlyPercent: 4 },
  { rankId: 3, rakebackPercent: 7, weeklyPercent: 4, monthlyPercent: 5 },
  { rankId: 4, rakebackPercent: 8, weeklyPercent: 5, monthlyPercent: 7 },
  { rankId: 5, rakebackPercent: 9, weeklyPercent: 6, monthlyPercent: 8 },
  { rankId: 6, rakebackPercent: 10, weeklyPercent: 7, monthlyPercent: 10 },
  { rankId: 7, rakebackPercent: 11, weeklyPercent: 8, monthlyPercent: 11 },
  { rankId: 8, rakebackPercent: 13, weeklyPercent: 9, monthlyPercent: 13 },
  { rankId: 9, rakebackPercent: 15, weeklyPercent: 10, monthlyPercent: 15 },
];

/** The rates of `rankId` (the first rank's, none, for an id out of range). */
export function rewardRates(rankId: number): RewardRates {
  return REWARD_RATES[rankId] ?? (REWARD_RATES[0] as RewardRates);
}

/** The most the rates return of the edge at the top rank, in percent (tests hold it under 100 with level-up). */
export function topRankEdgeReturnPercent(): number {
  const top = REWARD_RATES[LOYALTY_RANKS.length - 1] as RewardRates;
  return top.rakebackPercent + top.weeklyPercent + top.monthlyPercent;
}
