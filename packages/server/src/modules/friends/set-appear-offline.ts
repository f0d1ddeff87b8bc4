import type { Db } from '../../lib/db/database';

/**
 * Appear offline to friends: their lists then show the player neither online nor in a
 * game (list-friends.ts), whenever the player was last seen.
 */
export async function setAppearOffline(db: Db, userId: string, appearOffline: boolean): Promise<void> {
  await db.updateTable('users').set({ appear_offline: appearOffline }).where('id', '=', userId).execute();
}
