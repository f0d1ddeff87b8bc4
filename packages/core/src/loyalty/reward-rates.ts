import { LOYALTY_RANKS } from './ranks';

/**
 * What each rank earns back, as percentages of the house edge the player's stakes
 * carried: a stake of S in a round with edge E is expected to cost the player S x E,
 * and the rates below return a share of that expected cost. E is always
 * `rewardEdge(game, params)` (reward-edge.ts), the exact edge of the round's game and
 * settings, for every reward alike.
 *
 * - rakeback: on every settled stake, `S x E x rakeback%`, in the stake's currency;
 * - weekly and monthly: at the end of each period, `(sum of S_usd x E in the period) x rate%`.
 *
 * Why no reward can be farmed: every reward, these and the level-ups, the pot and the
 * affiliate commission, is a share of the edge of the stake that earns it
 * (reward-shares.ts), and the test beside that file fails should any rank's total
 * reach 80% of the edge, in any game at any setting. During an open rollover a player
 * earns half the rakeback in that currency (the bonus itself is already a reward on
 * those stakes).
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
