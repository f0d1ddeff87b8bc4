import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';

/**
 * The player a username names, in any case (usernames are unique case-insensitively),
 * or a 404 the caller's player can read: tips, friend requests and staff messages all
 * name a player this way.
 */
export async function findPlayerByName(db: Db, username: string): Promise<{ id: string; username: string }> {
  const player = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!player) throw new NotFound(`There is no player named ${username}.`, 'username');
  return player;
}
