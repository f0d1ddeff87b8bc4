import type { Game } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

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
