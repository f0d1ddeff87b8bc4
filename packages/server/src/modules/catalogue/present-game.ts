import { canonicalDecimal, GAME_CATEGORY_SLUGS, type Game, type GameCategory } from '@ante/core';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../lib/db/schema';

/** Everything a Game needs, with the date as text (a DATE read as a JS Date shifts by time zone). */
export function selectGame<O>(query: SelectQueryBuilder<Database, 'games', O>) {
  return query.select([
    'games.slug',
    'games.name',
    'games.categories',
    'games.provider',
    'games.provider_slug',
    'games.thumbnail',
    'games.tags',
    'games.description',
    'games.rtp',
    'games.min_bet_usd',
    'games.max_bet_usd',
    'games.original',
    'games.popularity',
    sql<boolean>`games.provider_id IS NOT NULL`.as('launchable'),
    sql<string>`games.released_at::text`.as('released_at'),
  ]);
}

export type GameRow = {
  slug: string;
  name: string;
  categories: string[];
  provider: string;
  provider_slug: string;
  thumbnail: string;
  tags: string[];
  description: string;
  rtp: string;
  min_bet_usd: string;
  max_bet_usd: string;
  original: boolean;
  popularity: number;
  launchable: boolean;
  released_at: string;
};

const KNOWN_CATEGORIES = new Set<string>(GAME_CATEGORY_SLUGS);

export function presentGame(row: GameRow): Game {
  const categories = row.categories.filter((c): c is GameCategory => KNOWN_CATEGORIES.has(c));
  return {
    slug: row.slug,
    name: row.name,
    category: categories[0] ?? 'originals',
    categories,
    provider: row.provider,
    providerSlug: row.provider_slug,
    thumbnail: row.thumbnail,
    tags: row.tags,
    description: row.description,
    rtp: canonicalDecimal(row.rtp),
    minBetUsd: canonicalDecimal(row.min_bet_usd),
    maxBetUsd: canonicalDecimal(row.max_bet_usd),
    releasedAt: row.released_at,
    popularity: row.popularity,
    original: row.original,
    launchable: row.launchable,
  };
}
