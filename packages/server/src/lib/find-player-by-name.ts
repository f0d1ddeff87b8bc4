import { sql } from 'kysely';
import type { Db } from './db/database';
import { NotFound } from './errors';

/**
 * The player a username names, in any case (usernames are unique case-insensitively),
 * or a 404 on the `username` field that the caller's player can read: tips, friend
 * requests, staff messages and chat mutes all name a player this way. The role is
 * there for chat moderation, which lets only a higher role mute staff.
 */
export async function findPlayerByName(
  db: Db,
  username: string,
): Promise<{ id: string; username: string; role: string }> {
  const player = await db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!player) throw new NotFound(`There is no player named ${username}.`, 'username');
  return player;
}
