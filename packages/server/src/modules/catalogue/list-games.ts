import type { Game } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

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
