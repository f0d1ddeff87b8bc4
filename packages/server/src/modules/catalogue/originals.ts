import { type GameCategory, type GameDefinition, ORIGINAL_GAMES, ORIGINALS_PROVIDER } from '@ante/core';

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
  /** The configured provider that serves the game; null for an original. */
  providerId: string | null;
  /** The most one round pays (a multiple of its stake), when the catalogue knows it. */
  maxMultiplier: string | null;
}

function original(game: GameDefinition, maxBetUsd: string): CatalogueEntry {
  return {
    slug: game.slug,
    name: game.name,
    categories: ['originals', ...(game.listing.categories ?? [])],
    provider: ORIGINALS_PROVIDER,
    thumbnail: `/img/games/${game.slug}.svg`,
    tags: game.listing.tags,
    description: game.listing.description,
    rtp: game.rtp,
    minBetUsd: '0',
    maxBetUsd,
    enabled: true,
    original: true,
    releasedAt: game.listing.releasedAt,
    popularity: game.listing.popularity,
    providerId: null,
    maxMultiplier: null,
  };
}

/**
 * The in-house games (docs/product.md#what-ante-offers), one entry per game of core's registry,
 * inserted at start when missing. RTPs are the exact figures the core tests compute
 * (docs/provably-fair.md); where a game's return depends on its settings, the figure is
 * the one all its settings share or stay near. The largest bet defaults to
 * BET_MAX_USD (see seedCatalogue).
 */
export function builtInOriginals(betMaxUsd: string): CatalogueEntry[] {
  return ORIGINAL_GAMES.map((game) => original(game, betMaxUsd));
}
