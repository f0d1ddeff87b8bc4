import { describe, expect, it } from 'vitest';
import { fromDecimalString } from '../money/amount';
import { LOYALTY_RANKS } from './ranks';
import { REWARD_RATES, rewardRates, topRankEdgeReturnPercent } from './reward-rates';

describe('reward rates', () => {
  it('has one row per rank, never falling as ranks rise', () => {
    expect(REWARD_RATES.map((row) => row.rankId)).toEqual(LOYALTY_RANKS.map((rank) => rank.id));
    for (let index = 1; index < REWARD_RATES.length; index += 1) {
      const [before, after] = [REWARD_RATES[index - 1], REWARD_RATES[index]];
      expect(after?.rakebackPercent).toBeGreaterThanOrEqual(before?.rakebackPercent ?? 0);
      expect(after?.weeklyPercent).toBeGreaterThanOrEqual(before?.weeklyPercent ?? 0);
      expect(after?.monthlyPercent).toBeGreaterThanOrEqual(before?.monthlyPercent ?? 0);
    }
    expect(rewardRates(99)).toEqual(REWARD_RATES[0]);
  });

  it('returns well under the edge, level-up bonuses included, so rewards cannot be farmed', () => {
    // The largest level-up bonus as a share of the wager between ranks, at a 1% edge.
    let worstLevelUpOfEdge = 0;
    for (let index = 1; index < LOYALTY_RANKS.length; index += 1) {
      const rank = LOYALTY_RANKS[index];
      const previous = LOYALTY_RANKS[index - 1];
      if (!rank || !previous) continue;
      const wager = fromDecimalString(rank.wagerRequirement) - fromDecimalString(previous.wagerRequirement);
      const share = Number((fromDecimalString(rank.levelUpBonus) * 1_000_000n) / wager) / 1_000_000;
      worstLevelUpOfEdge = Math.max(worstLevelUpOfEdge, (share / 0.01) * 100);
    }
    expect(worstLevelUpOfEdge).toBeLessThanOrEqual(25);
    expect(topRankEdgeReturnPercent() + worstLevelUpOfEdge).toBeLessThan(100);
    expect(topRankEdgeReturnPercent()).toBe(40);
  });
});
