import type { Game } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

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
