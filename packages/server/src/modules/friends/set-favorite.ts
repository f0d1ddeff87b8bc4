import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import { findPlayerByName } from '../../lib/find-player-by-name';

/** Flags an approved friend as a favourite, on this player's side only. */
export async function setFavorite(
  db: Db,
  userId: string,
  username: string,
  isFavorite: boolean,
): Promise<void> {
  const other = await findPlayerByName(db, username);
  const updated = await db
    .updateTable('friendships')
    .set({ is_favorite: isFavorite })
    .where('user_id', '=', userId)
    .where('friend_id', '=', other.id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new NotFound(`${other.username} is not your friend yet.`);
}
