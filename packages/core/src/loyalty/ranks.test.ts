import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount';
import {
  LOYALTY_RANKS,
  nextRank,
  rankById,
  rankForXp,
  rankProgress,
  ranksEarned,
  TOP_RANK_ID,
} from './ranks';

const usd = (value: string) => parseAmount(value, { allowZero: true });

describe('loyalty ranks', () => {
  it('are indexed by id and climb strictly', () => {
    LOYALTY_RANKS.forEach((rank, index) => {
      expect(rank.id).toBe(index);
      if (index > 0) {
        const previous = LOYALTY_RANKS[index - 1];
        expect(usd(rank.wagerRequirement) > usd(previous?.wagerRequirement ?? '0')).toBe(true);
        // A bonus never reaches the 1% house edge on the wager between two ranks.
        const between = usd(rank.wagerRequirement) - usd(previous?.wagerRequirement ?? '0');
        expect(usd(rank.levelUpBonus) * 100n < between).toBe(true);
      }
    });
    expect(LOYALTY_RANKS[0]?.wagerRequirement).toBe('0');
  });

  it('finds the highest rank reached, the boundary included', () => {
    expect(rankForXp(0n).id).toBe(0);
    expect(rankForXp(usd('999.999999')).id).toBe(0);
    expect(rankForXp(usd('1000')).id).toBe(1);
    expect(rankForXp(usd('24999.99')).id).toBe(2);
    expect(rankForXp(usd('99999999')).id).toBe(TOP_RANK_ID);
  });

  it('measures progress against the next requirement, capped at 100%', () => {
    expect(rankProgress(0n, 0)).toBe(0);
    expect(rankProgress(usd('250'), 0)).toBe(25);
    expect(rankProgress(usd('1234.5678'), 0)).toBe(100);
    expect(rankProgress(usd('2500'), 1)).toBe(50);
    expect(rankProgress(usd('3333'), 1)).toBe(66.66);
    expect(rankProgress(usd('99999999'), TOP_RANK_ID)).toBe(100);
  });

  it('names the next rank and the ranks whose bonus is earned', () => {
    expect(nextRank(0)?.name).toBe('Bronze');
    expect(nextRank(TOP_RANK_ID)).toBeNull();
    expect(ranksEarned(0)).toEqual([]);
    expect(ranksEarned(3).map((rank) => rank.id)).toEqual([1, 2, 3]);
    expect(rankById(42).id).toBe(0);
  });
});
