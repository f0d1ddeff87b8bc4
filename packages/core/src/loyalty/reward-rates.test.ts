import { describe, expect, it } from 'vitest';
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

  it('returns 40% of the edge at the top rank, before the other rewards (reward-shares.test.ts adds them all)', () => {
    expect(topRankEdgeReturnPercent()).toBe(40);
  });
});
