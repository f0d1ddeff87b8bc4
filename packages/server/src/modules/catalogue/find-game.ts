import type { Game } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

/** An enabled game by its slug; a disabled or unknown one is undefined. */
export async function findGame(db: Db, slug: string): Promise<Game | undefined> {
  const row = await selectGame(db.selectFrom('games'))
    .where('slug', '=', slug)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row && presentGame(row);
}
