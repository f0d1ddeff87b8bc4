import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, MAX_COMMISSION_PERCENT } from '../contracts/affiliate';
import { JACKPOT_DEFAULTS } from '../contracts/jackpot';
import { ORIGINAL_GAMES } from '../games/registry';
import { compare, mul, toFixedText } from '../rollover/ratio';
import { LOYALTY_RANKS, TOP_RANK_ID } from './ranks';
import { rewardEdge } from './reward-edge';
import { mostRewardShare, potEdgeShare, rewardShares, TOTAL_SHARE_LIMIT } from './reward-shares';
import { rewardTable } from './reward-table';

const pot = { enabled: true, ...JACKPOT_DEFAULTS };
const percentText = (share: { n: bigint; d: bigint }) => toFixedText(mul(share, { n: 100n, d: 1n }), 2);

/** Params beyond each game's own settings: the odds at either end, and tables covering several outcomes. */
const MORE_PARAMS: Record<string, unknown[]> = {
  dice: [
    { condition: 'under', target: 0.01 },
    { condition: 'under', target: 98 },
    { condition: 'over', target: 50.5 },
  ],
  limbo: [{ target: 1.01 }, { target: 1_000_000 }],
  roulette: [
    {
      chips: [
        { bet: 'red', amount: '1' },
        { bet: 'black', amount: '1' },
      ],
    },
  ],
  baccarat: [{ banker: '1' }, { player: '2', banker: '1', tie: '0.1' }],
};

describe('every reward as a share of the edge', () => {
  it('adds up each piece at its largest: the top rates for the periods, the next level-up, the pot at its cap', () => {
    const diamond = rewardShares(8, { pot });
    expect(
      Object.fromEntries(Object.entries(diamond).map(([piece, share]) => [piece, percentText(share)])),
    ).toEqual({
      rakeback: '13.00',
      weekly: '10.00',
      monthly: '15.00',
      levelUp: '20.00',
      // The default cap of $2,000 over odds of $2,000,000 at a 1% edge.
      pot: '10.00',
      // A self-referred account at the staff maximum of 20%: half of it.
      commission: '10.00',
      total: '78.00',
    });
    expect(percentText(rewardShares(TOP_RANK_ID, { pot }).total)).toBe('60.00');
    expect(percentText(rewardShares(8, { pot, commissionPercent: COMMISSION_PERCENT }).total)).toBe('73.00');
    expect(percentText(rewardShares(8, { pot, duringRollover: true }).total)).toBe('66.50');
    expect(percentText(potEdgeShare({ ...pot, enabled: false }))).toBe('0.00');
  });

  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s: no stake gets back 80% of its edge, counting every reward, at every rank and setting',
    (slug, game) => {
      for (const params of [...game.settings, ...(MORE_PARAMS[slug] ?? [])]) {
        const edge = rewardEdge(slug, params);
        expect(edge, JSON.stringify(params)).not.toBeNull();
        if (!edge) continue;
        for (const rank of LOYALTY_RANKS) {
          const { total } = rewardShares(rank.id, { pot, commissionPercent: MAX_COMMISSION_PERCENT });
          const returned = mul(total, edge);
          expect(
            compare(returned, mul(TOTAL_SHARE_LIMIT, edge)),
            `${slug} ${JSON.stringify(params)} at ${rank.name}: ${toFixedText(returned, 6)} of ${toFixedText(edge, 6)}`,
          ).toBeLessThan(0);
        }
      }
    },
  );

  it('fails a pot whose cap would take the rewards to 80% of the edge', () => {
    // $2,400 over $2,000,000 at a 1% edge is 12%: 13 + 10 + 15 + 20 + 12 + 10 = 80% at Diamond.
    expect(compare(mostRewardShare(0, { pot: { ...pot, maxUsd: '2399.99' } }), TOTAL_SHARE_LIMIT)).toBe(-1);
    expect(compare(mostRewardShare(0, { pot: { ...pot, maxUsd: '2400' } }), TOTAL_SHARE_LIMIT)).toBe(0);
  });
});

describe('the rewards table', () => {
  it('states blackjack at its exact edge and every total under 80% of its game’s edge', () => {
    const table = rewardTable();
    expect(table.map((row) => row.game)).toEqual(ORIGINAL_GAMES.map((game) => game.slug));
    const blackjack = table.find((row) => row.game === 'blackjack');
    expect(toFixedText(blackjack?.edge ?? { n: 0n, d: 1n }, 6)).toBe('0.005055');
    for (const row of table) {
      for (const { shares } of row.ranks) expect(compare(shares.total, TOTAL_SHARE_LIMIT)).toBe(-1);
    }
  });
});
