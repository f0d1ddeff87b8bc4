import type { Game } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

/** The newest releases. */
export async function latestGames(db: Db, limit = 20): Promise<Game[]> {
  const rows = await selectGame(db.selectFrom('games').where('enabled', '=', true))
    .orderBy('released_at', 'desc')
    .orderBy('popularity', 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentGame);
}
