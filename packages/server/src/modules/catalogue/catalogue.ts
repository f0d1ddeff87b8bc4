import {
  type CryptoCode,
  canonicalDecimal,
  fromDecimalString,
  GAME_CATEGORY_SLUGS,
  type Game,
  type GameCategory,
  type GameStats,
  multiplyByRate,
  type Provider,
  providerSlug,
  toDecimalString,
} from '@ante/core';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { Database } from '../../lib/db/schema';
import type { RatesService } from '../wallet/rates/rates-service';
import type { CatalogueEntry } from './originals';

/** Everything a Game needs, with the date as text (a DATE read as a JS Date shifts by time zone). */
function selectGame<O>(query: SelectQueryBuilder<Database, 'games', O>) {
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
    sql<string>`games.released_at::text`.as('released_at'),
  ]);
}

type GameRow = {
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
  };
}

/** Enabled games, most popular first (then by name), a page at a time. */
export async function listGames(
  db: Db,
  filter: { limit: number; offset: number; category?: string; provider?: string },
): Promise<{ items: Game[]; total: number }> {
  let base = db.selectFrom('games').where('enabled', '=', true);
  if (filter.category) base = base.where(sql<boolean>`${filter.category} = ANY(games.categories)`);
  if (filter.provider) base = base.where('provider_slug', '=', filter.provider);
  const [rows, count] = await Promise.all([
    selectGame(base)
      .orderBy('popularity', 'desc')
      .orderBy('name')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentGame), total: Number(count.total) };
}

/** The newest releases. */
export async function latestGames(db: Db, limit = 20): Promise<Game[]> {
  const rows = await selectGame(db.selectFrom('games').where('enabled', '=', true))
    .orderBy('released_at', 'desc')
    .orderBy('popularity', 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentGame);
}

export async function findGame(db: Db, slug: string): Promise<Game | undefined> {
  const row = await selectGame(db.selectFrom('games'))
    .where('slug', '=', slug)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row && presentGame(row);
}

/** Games sharing the main category (then the provider), most popular first, without the game itself. */
export async function similarGames(db: Db, game: Game, limit = 12): Promise<Game[]> {
  const rows = await selectGame(db.selectFrom('games'))
    .where('enabled', '=', true)
    .where('slug', '<>', game.slug)
    .where((eb) =>
      eb.or([
        eb(sql`${game.category}`, '=', sql`ANY(games.categories)`),
        eb('provider_slug', '=', game.providerSlug),
      ]),
    )
    .orderBy(sql`(${game.category} = ANY(games.categories))`, 'desc')
    .orderBy('popularity', 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentGame);
}

/**
 * Case-insensitive search over name, provider and tags, ranked: a name that starts
 * with the query, then a word of the name that does, then a name containing it, then
 * a word of the provider, then a word of a tag; popularity breaks ties. Provider and
 * tags match only from the start of a word: a query found inside a tag's word
 * ("ro" in "provably") says nothing about the game, and every original carries that
 * tag. Descriptions are not searched. A blank query finds nothing.
 */
export async function searchGames(db: Db, query: string, limit = 20): Promise<Game[]> {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const likeEscaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${likeEscaped}%`;
  // A word starts at the start of the text or after anything that is not a letter or digit.
  const wordStart = `(^|[^[:alnum:]])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  const rank = sql<number>`case
    when lower(games.name) like ${`${likeEscaped}%`} then 0
    when games.name ~* ${wordStart} then 1
    when lower(games.name) like ${contains} then 2
    when games.provider ~* ${wordStart} then 3
    else 4 end`;
  const rows = await selectGame(db.selectFrom('games'))
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb(sql`lower(games.name)`, 'like', contains),
        eb(sql`games.provider ~* ${wordStart}`, '=', true),
        eb(sql`exists (select 1 from unnest(games.tags) tag where tag ~* ${wordStart})`, '=', true),
      ]),
    )
    .orderBy(rank)
    .orderBy('popularity', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map(presentGame);
}

export async function listProviders(db: Db): Promise<Provider[]> {
  const rows = await db
    .selectFrom('games')
    .where('enabled', '=', true)
    .select(['provider_slug', 'provider', (eb) => eb.fn.countAll<string>().as('games')])
    .groupBy(['provider_slug', 'provider'])
    .orderBy('provider')
    .execute();
  return rows.map((row) => ({ slug: row.provider_slug, name: row.provider, games: Number(row.games) }));
}

export async function setFavorite(db: Db, userId: string, slug: string, favorite: boolean): Promise<void> {
  if (favorite) {
    await db
      .insertInto('game_favorites')
      .values({ user_id: userId, game_slug: slug })
      .onConflict((oc) => oc.columns(['user_id', 'game_slug']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('game_favorites')
      .where('user_id', '=', userId)
      .where('game_slug', '=', slug)
      .execute();
  }
}

/** The player's favourites, the most recently added first. */
export async function favoriteGames(db: Db, userId: string): Promise<Game[]> {
  const rows = await selectGame(
    db.selectFrom('game_favorites').innerJoin('games', 'games.slug', 'game_favorites.game_slug'),
  )
    .where(sql.ref('game_favorites.user_id'), '=', userId)
    .where('games.enabled', '=', true)
    .orderBy(sql.ref('game_favorites.created_at'), 'desc')
    .execute();
  return rows.map(presentGame);
}

/** The games of the player's latest rounds, most recent first, each once. */
export async function recentGames(db: Db, userId: string, limit = 30): Promise<Game[]> {
  const rows = await selectGame(
    db
      .selectFrom(
        db
          .selectFrom('rounds')
          .select(['rounds.game', (eb) => eb.fn.max('rounds.created_at').as('last_played')])
          .where('rounds.user_id', '=', userId)
          .groupBy('rounds.game')
          .as('played'),
      )
      .innerJoin('games', 'games.slug', 'played.game'),
  )
    .where('games.enabled', '=', true)
    .orderBy(sql.ref('played.last_played'), 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentGame);
}

/**
 * Public figures of one game: rounds played, everything wagered (in USD at the time
 * of each bet), the biggest win by its USD value now and the luckiest (highest
 * multiplier) win. Names of private players are hidden.
 */
export async function gameStats(db: Db, rates: RatesService, slug: string): Promise<GameStats> {
  const totals = await db
    .selectFrom('rounds')
    .where('game', '=', slug)
    .where('status', '=', 'finished')
    .select([
      (eb) => eb.fn.countAll<string>().as('rounds'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('stake_usd'), sql<string>`0`).as('wagered'),
    ])
    .executeTakeFirstOrThrow();
  const notable = (order: 'payout_usd' | 'multiplier') =>
    db
      .selectFrom('rounds')
      .innerJoin('users', 'users.id', 'rounds.user_id')
      .select([
        'rounds.id',
        'rounds.currency',
        'rounds.amount',
        'rounds.extra_stake',
        'rounds.payout',
        'rounds.multiplier',
        'rounds.created_at',
        'users.username',
        'users.private',
      ])
      .where('rounds.game', '=', slug)
      .where('rounds.status', '=', 'finished')
      .where('rounds.payout', '>', '0')
      .orderBy(
        order === 'multiplier'
          ? sql`rounds.multiplier`
          : // Payouts in different currencies compare by their value at bet time.
            sql`rounds.payout * rounds.stake_usd / nullif(rounds.amount + rounds.extra_stake, 0)`,
        sql`desc nulls last`,
      )
      .orderBy('rounds.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [biggest, luckiest] = await Promise.all([notable('payout_usd'), notable('multiplier')]);
  const present = (row: Awaited<ReturnType<typeof notable>>) => {
    if (!row) return null;
    const payout = fromDecimalString(row.payout ?? '0');
    return {
      roundId: row.id,
      username: row.private ? null : row.username,
      currency: row.currency,
      wager: toDecimalString(fromDecimalString(row.amount) + fromDecimalString(row.extra_stake)),
      payout: toDecimalString(payout),
      multiplier: canonicalDecimal(row.multiplier ?? '0'),
      payoutUsd: toDecimalString(multiplyByRate(payout, rates.price(row.currency as CryptoCode, 'USD'))),
      createdAt: row.created_at.toISOString(),
    };
  };
  return {
    slug,
    roundsPlayed: Number(totals.rounds),
    wageredUsd: canonicalDecimal(totals.wagered),
    biggestWin: present(biggest),
    luckiestWin: present(luckiest),
  };
}

function entryValues(entry: CatalogueEntry) {
  return {
    slug: entry.slug,
    name: entry.name,
    categories: entry.categories,
    provider: entry.provider,
    provider_slug: providerSlug(entry.provider),
    thumbnail: entry.thumbnail,
    tags: entry.tags,
    description: entry.description,
    rtp: entry.rtp,
    min_bet_usd: entry.minBetUsd,
    max_bet_usd: entry.maxBetUsd,
    enabled: entry.enabled,
    original: entry.original,
    released_at: entry.releasedAt,
    popularity: entry.popularity,
  };
}

/**
 * At start: the built-in entries are inserted when missing (so an operator's changes
 * to those rows stay), then the operator's file entries are upserted (the file is the
 * operator's word, so it wins). One transaction; every node may run it.
 */
export async function seedCatalogue(db: Db, builtIns: CatalogueEntry[], fromFile: CatalogueEntry[]) {
  await db.transaction().execute(async (trx) => {
    for (const entry of builtIns) {
      await trx
        .insertInto('games')
        .values(entryValues(entry))
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
    for (const entry of fromFile) {
      const values = entryValues(entry);
      const { slug: _slug, ...update } = values;
      await trx
        .insertInto('games')
        .values(values)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ ...update, updated_at: sql`now()` }))
        .execute();
    }
  });
}
