import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { lockPair } from './lock-pair';

/**
 * Deletes both sides of a pair, whatever the state: it cancels a request sent,
 * declines one received, or ends a friendship.
 */
export async function removeFriend(db: Db, userId: string, username: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const other = await findPlayerByName(trx, username);
    await lockPair(trx, userId, other.id);
    const deleted = await trx
      .deleteFrom('friendships')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', userId), eb('friend_id', '=', other.id)]),
          eb.and([eb('user_id', '=', other.id), eb('friend_id', '=', userId)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      throw new NotFound(`${other.username} is not on your friends list.`);
    }
  });
}
