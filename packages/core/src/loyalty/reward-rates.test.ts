import { describe, expect, it } from 'vitest';
import { MAX_COMMISSION_PERCENT } from '../contracts/affiliate';
import { ORIGINAL_GAMES } from '../games/registry';
import { fromDecimalString } from '../money/amount';
import { add, compare, div, mul, type Ratio, ratio, toFixedText } from '../rollover/ratio';
import { LOYALTY_RANKS, TOP_RANK_ID } from './ranks';
import { rewardEdge } from './reward-edge';
import { REWARD_RATES, rewardRates, topRankEdgeReturnPercent } from './reward-rates';

/**
 * Params beyond each game's own `settings`: the odds at either end of what a bet may
 * ask, and tables covering several outcomes at once, whose edge differs from any one
 * bet's.
 */
const MORE_PARAMS: Record<string, unknown[]> = {
  dice: [
    { condition: 'under', target: 0.01 },
    { condition: 'under', target: 98 },
    { condition: 'over', target: 2 },
    { condition: 'over', target: 50.5 },
    { condition: 'under', target: 33.33 },
  ],
  limbo: [{ target: 1.01 }, { target: 1.5 }, { target: 3.33 }, { target: 1_000_000 }],
  roulette: [
    { chips: [{ bet: 'black', amount: '1' }] },
    {
      chips: [
        { bet: 'red', amount: '1' },
        { bet: 'black', amount: '1' },
      ],
    },
    {
      chips: [
        { bet: 'dozen:1', amount: '1' },
        { bet: 'dozen:2', amount: '1' },
        { bet: 'straight:0', amount: '0.5' },
      ],
    },
  ],
  baccarat: [{ banker: '1' }, { player: '1', banker: '1' }, { player: '2', banker: '1', tie: '0.1' }],
};

/** The wager between a rank and the one before it, and its level-up bonus as a share of it. */
function levelUpShare(rankId: number): Ratio {
  const rank = LOYALTY_RANKS[rankId];
  const previous = LOYALTY_RANKS[rankId - 1];
  if (!rank || !previous) return ratio(0n, 1n);
  const wager = fromDecimalString(rank.wagerRequirement) - fromDecimalString(previous.wagerRequirement);
  return ratio(fromDecimalString(rank.levelUpBonus), wager);
}

const percent = (value: number) => ratio(BigInt(value), 100n);

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

  it('returns 40% of the edge at the top rank, before the level-up bonuses', () => {
    expect(topRankEdgeReturnPercent()).toBe(40);
  });

  it("with a self-referring player's commission at the staff maximum, returns these shares of the edge", () => {
    // A player who refers themselves through a second account earns the campaign's
    // commission on their own stakes too: at MAX_COMMISSION_PERCENT, 10% of the edge
    // (affiliate/commission.ts), on top of every reward counted in the test below.
    const top = rewardRates(TOP_RANK_ID);
    const commission = ratio(BigInt(MAX_COMMISSION_PERCENT), 200n);
    const worst: Record<string, string> = {};
    const overTheEdge: string[] = [];
    for (const game of ORIGINAL_GAMES) {
      let most = ratio(0n, 1n);
      for (const params of [...game.settings, ...(MORE_PARAMS[game.slug] ?? [])]) {
        const edge = rewardEdge(game.slug, params);
        if (!edge) continue;
        for (const rank of LOYALTY_RANKS) {
          const rates = percent(
            rewardRates(rank.id).rakebackPercent + top.weeklyPercent + top.monthlyPercent,
          );
          const share = div(add(mul(add(rates, commission), edge), levelUpShare(rank.id + 1)), edge);
          if (compare(share, most) > 0) most = share;
          if (compare(share, ratio(1n, 1n)) >= 0) overTheEdge.push(`${game.slug} at ${rank.name}`);
          // Without the level-up bonuses of a climb: at most half the edge, at the top rank.
          expect(compare(add(rates, commission), ratio(1n, 2n))).toBeLessThanOrEqual(0);
        }
      }
      worst[game.slug] = toFixedText(most, 4);
    }
    expect(worst).toEqual({
      dice: '0.6780',
      limbo: '0.6800',
      plinko: '0.7181',
      keno: '0.6947',
      wheel: '0.6800',
      roulette: '0.5540',
      baccarat: '0.6679',
      mines: '0.6800',
      takethecrown: '0.6800',
      topdollar: '0.6800',
      // Blackjack's stated 0.4% edge floor is the smallest edge: a climber from Diamond to
      // Obsidian gets 50% of it in the level-up bonus, 38% in rewards and 10% in commission.
      blackjack: '0.9800',
    });
    expect(overTheEdge).toEqual([]);
  });

  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s: no stake returns as much as its edge, counting every reward, at every rank and setting',
    (slug, game) => {
      const top = rewardRates(TOP_RANK_ID);
      for (const params of [...game.settings, ...(MORE_PARAMS[slug] ?? [])]) {
        const edge = rewardEdge(slug, params);
        // Every original states an edge for every bet it takes, so each of its rounds earns.
        expect(edge, JSON.stringify(params)).not.toBeNull();
        if (!edge) continue;
        // A dollar staked while holding rank r earns rakeback at r (a stake never raises its
        // own rate), the weekly and monthly bonuses at whatever rank the period closes on
        // (taken as the top), and a share of the next rank's level-up bonus. At the top rank
        // that is the three top rates and no level-up left.
        for (const rank of LOYALTY_RANKS) {
          const rates = percent(
            rewardRates(rank.id).rakebackPercent + top.weeklyPercent + top.monthlyPercent,
          );
          const returned = add(mul(rates, edge), levelUpShare(rank.id + 1));
          expect(
            compare(returned, edge),
            `${slug} ${JSON.stringify(params)} at ${rank.name}: returns ${toFixedText(returned, 6)} of an edge of ${toFixedText(edge, 6)}`,
          ).toBeLessThan(0);
        }
      }
    },
  );
});
