import { type GameCategory, ORIGINALS_PROVIDER } from '@ante/core';

/** A catalogue entry as data (the built-ins below, or an operator's GAMES_FILE). */
export interface CatalogueEntry {
  slug: string;
  name: string;
  categories: GameCategory[];
  provider: string;
  thumbnail: string;
  tags: string[];
  description: string;
  rtp: string;
  minBetUsd: string;
  maxBetUsd: string;
  enabled: boolean;
  original: boolean;
  releasedAt: string;
  popularity: number;
}

function original(
  slug: string,
  name: string,
  fields: Pick<CatalogueEntry, 'tags' | 'description' | 'rtp' | 'releasedAt' | 'popularity'> & {
    categories?: GameCategory[];
  },
  maxBetUsd: string,
): CatalogueEntry {
  return {
    slug,
    name,
    categories: ['originals', ...(fields.categories ?? [])],
    provider: ORIGINALS_PROVIDER,
    thumbnail: `/img/games/${slug}.svg`,
    tags: fields.tags,
    description: fields.description,
    rtp: fields.rtp,
    minBetUsd: '0',
    maxBetUsd,
    enabled: true,
    original: true,
    releasedAt: fields.releasedAt,
    popularity: fields.popularity,
  };
}

/**
 * The eleven in-house games (spec section 1), inserted at start when missing. RTPs are
 * the exact figures the core tests compute (PROVABLY_FAIR.md); where a game's return
 * depends on its settings, the figure is the one all its settings share or stay near.
 * The largest bet defaults to BET_MAX_USD (see seedCatalogue).
 */
export function builtInOriginals(betMaxUsd: string): CatalogueEntry[] {
  return [
    original(
      'dice',
      'Dice',
      {
        tags: ['provably fair', 'classic', 'fast'],
        description:
          'Roll a number from 0.00 to 100.00 and call it over or under your target. Slide the target to trade win chance for multiplier.',
        rtp: '99',
        releasedAt: '2026-01-05',
        popularity: 1000,
      },
      betMaxUsd,
    ),
    original(
      'limbo',
      'Limbo',
      {
        tags: ['provably fair', 'multiplier', 'fast'],
        description: 'Pick a target multiplier; if the drawn multiplier reaches it, you win your target.',
        rtp: '99',
        releasedAt: '2026-01-05',
        popularity: 900,
      },
      betMaxUsd,
    ),
    original(
      'plinko',
      'Plinko',
      {
        tags: ['provably fair', 'balls', 'risk'],
        description:
          'Drop a ball through 8 to 16 rows of pegs and land in a bucket; the risk level shapes the payouts.',
        rtp: '99',
        releasedAt: '2026-01-12',
        popularity: 950,
      },
      betMaxUsd,
    ),
    original(
      'mines',
      'Mines',
      {
        tags: ['provably fair', 'grid', 'cash out'],
        description:
          'Reveal gems on a 5x5 grid and avoid the mines; every safe tile raises the multiplier, cash out any time.',
        rtp: '99',
        releasedAt: '2026-01-12',
        popularity: 980,
      },
      betMaxUsd,
    ),
    original(
      'keno',
      'Keno',
      {
        tags: ['provably fair', 'lottery', 'numbers'],
        description: 'Pick up to 10 numbers from 40; ten are drawn and your hits set the payout.',
        rtp: '99',
        releasedAt: '2026-01-19',
        popularity: 700,
      },
      betMaxUsd,
    ),
    original(
      'wheel',
      'Wheel',
      {
        tags: ['provably fair', 'spin', 'risk'],
        description:
          'Spin a wheel of 10 to 50 segments; the risk level decides how the multipliers are spread.',
        rtp: '99',
        releasedAt: '2026-01-19',
        popularity: 650,
      },
      betMaxUsd,
    ),
    original(
      'roulette',
      'Roulette',
      {
        categories: ['table-games', 'roulette'],
        tags: ['provably fair', 'table', 'european'],
        description:
          'European roulette with a single zero: place chips on numbers, splits, streets, corners, lines, dozens, columns and even-money bets.',
        rtp: '97.3',
        releasedAt: '2026-02-02',
        popularity: 800,
      },
      betMaxUsd,
    ),
    original(
      'blackjack',
      'Blackjack',
      {
        categories: ['table-games', 'blackjack'],
        tags: ['provably fair', 'cards', 'table'],
        description:
          'Beat the dealer to 21. Dealer stands on 17, blackjack pays 3:2, double on any two cards, split once, insurance against an ace.',
        rtp: '99.5',
        releasedAt: '2026-02-02',
        popularity: 850,
      },
      betMaxUsd,
    ),
    original(
      'baccarat',
      'Baccarat',
      {
        categories: ['table-games', 'baccarat'],
        tags: ['provably fair', 'cards', 'table'],
        description: 'Back the player, the banker or a tie; the third-card rules are dealt for you.',
        rtp: '98.9',
        releasedAt: '2026-02-09',
        popularity: 600,
      },
      betMaxUsd,
    ),
    original(
      'topdollar',
      'Top Dollar',
      {
        tags: ['provably fair', 'cards', 'hi-lo', 'cash out'],
        description:
          'Guess whether the next card is higher or lower; every right guess multiplies your win. Skip a card you do not like, cash out any time.',
        rtp: '99',
        releasedAt: '2026-02-16',
        popularity: 550,
      },
      betMaxUsd,
    ),
    original(
      'takethecrown',
      'Take the Crown',
      {
        tags: ['provably fair', 'tower', 'cash out'],
        description:
          'Climb a tower of nine floors by picking a safe door on each; the higher you go the more you win, and the top takes the crown.',
        rtp: '99',
        releasedAt: '2026-02-23',
        popularity: 500,
      },
      betMaxUsd,
    ),
  ];
}
