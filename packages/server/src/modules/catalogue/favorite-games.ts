import type { Game } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

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
