import { JACKPOT_DEFAULTS } from '../contracts/jackpot';
import type { RewardTableResponse } from '../contracts/rewards';
import { ORIGINAL_GAMES } from '../games/registry';
import { compare, mul, type Ratio, ratio, toFixedText } from '../rollover/ratio';
import { LOYALTY_RANKS } from './ranks';
import { rewardEdge } from './reward-edge';
import { type PotTerms, type RewardShares, rewardShares } from './reward-shares';

/**
 * The rewards table players and operators read (the Rewards page, docs/rewards.md):
 * per game, its smallest edge over the settings it offers, and per rank what a dollar
 * staked there earns back at most, piece by piece, in dollars per $1,000 staked and as a
 * share of the edge. Built from the same functions the server pays by, so it cannot
 * drift from what is paid.
 */
export interface RewardTableGame {
  game: string;
  name: string;
  /** The smallest edge over the game's settings: where its rewards weigh most. */
  edge: Ratio;
  ranks: { rankId: number; name: string; shares: RewardShares }[];
}

/** Every setting a game lists, and its smallest edge over them. */
function smallestEdge(slug: string, settings: readonly unknown[]): Ratio | null {
  let smallest: Ratio | null = null;
  for (const params of settings) {
    const edge = rewardEdge(slug, params);
    if (edge && (!smallest || compare(edge, smallest) < 0)) smallest = edge;
  }
  return smallest;
}

export function rewardTable(
  pot: PotTerms = { enabled: true, ...JACKPOT_DEFAULTS },
  commissionPercent?: number,
): RewardTableGame[] {
  return ORIGINAL_GAMES.flatMap((game) => {
    const edge = smallestEdge(game.slug, game.settings);
    if (!edge) return [];
    const ranks = LOYALTY_RANKS.map((rank) => ({
      rankId: rank.id,
      name: rank.name,
      shares: rewardShares(rank.id, { pot, commissionPercent }),
    }));
    return [{ game: game.slug, name: game.name, edge, ranks }];
  });
}

const PIECES = ['levelUp', 'rakeback', 'weekly', 'monthly', 'pot', 'commission', 'total'] as const;
const HEADINGS = ['Level-up', 'Rakeback', 'Weekly', 'Monthly', 'Pot', 'Commission', 'Total'];

/** Dollars per $1,000 staked at the edge, and the share of the edge in percent. */
function figures(edge: Ratio, share: Ratio): { perThousandUsd: string; percentOfEdge: string } {
  return {
    perThousandUsd: toFixedText(mul(mul(edge, share), ratio(1000n, 1n)), 2),
    percentOfEdge: toFixedText(mul(share, ratio(100n, 1n)), 1),
  };
}

/** "$1.52 (30%)". */
function cell(edge: Ratio, share: Ratio): string {
  const { perThousandUsd, percentOfEdge } = figures(edge, share);
  return `$${perThousandUsd} (${percentOfEdge.replace(/\.0$/, '')}%)`;
}

/** The table as the API carries it (GET /rewards/table): the same figures as the markdown. */
export function rewardTableView(table: RewardTableGame[]): RewardTableResponse {
  return {
    games: table.map(({ game, name, edge, ranks }) => ({
      game,
      name,
      edgePercent: toFixedText(mul(edge, ratio(100n, 1n)), 4),
      ranks: ranks.map(({ rankId, name: rank, shares }) => ({
        rankId,
        name: rank,
        ...(Object.fromEntries(PIECES.map((piece) => [piece, figures(edge, shares[piece])])) as Record<
          (typeof PIECES)[number],
          { perThousandUsd: string; percentOfEdge: string }
        >),
      })),
    })),
  };
}

/** The table as markdown, one section per game. */
export function rewardTableMarkdown(table: RewardTableGame[] = rewardTable()): string {
  const sections = table.map(({ name, edge, ranks }) => {
    const edgeText = `${toFixedText(mul(edge, ratio(100n, 1n)), 4)}%`;
    const rows = ranks.map(
      ({ name: rank, shares }) =>
        `| ${rank} | ${PIECES.map((piece) => cell(edge, shares[piece])).join(' | ')} |`,
    );
    return [
      `### ${name} (edge ${edgeText}, $${toFixedText(mul(edge, ratio(1000n, 1n)), 2)} per $1,000 staked)`,
      '',
      `| Rank | ${HEADINGS.join(' | ')} |`,
      `| --- | ${HEADINGS.map(() => '---:').join(' | ')} |`,
      ...rows,
    ].join('\n');
  });
  return `${sections.join('\n\n')}\n`;
}
