import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';

/** A player by name, however it is capitalised, or a 404 on the `username` field. */
export async function findPlayerByName(
  db: Db,
  username: string,
): Promise<{ id: string; username: string; role: string }> {
  const player = await db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!player) throw new NotFound(`No player is called ${username}.`, 'username');
  return player;
}
