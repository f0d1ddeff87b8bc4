import { ErrorCode, type Friend, type FriendsResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, NotFound, ValidationError } from '../../lib/errors';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { ONLINE_WINDOW } from './presence';

/**
 * Friends (spec sections 3, 4, 7 and 9):
 *
 * - `add` sends a request, or accepts one when the other player already sent theirs
 *   (spec section 4: none to pending on add, pending incoming to approved on add).
 *   Two players adding each other at once end up friends: both run under one
 *   transaction-scoped advisory lock for the pair.
 * - `remove` deletes both sides, whatever the state: it cancels a request sent,
 *   declines one received, or ends a friendship.
 * - `setFavorite` flags an approved friend on this player's side only.
 * - The lists: approved friends (favourites first, then online, then by name) and
 *   pending requests both ways. Presence (online: seen in the last five minutes and
 *   not appearing offline) and `inGame` are shown for approved friends only, so a
 *   stranger's request reveals nothing about the player.
 * - A player has at most MAX_FRIENDS rows (friends plus requests sent).
 */
export const MAX_FRIENDS = 200;

/** Serialises every change to one pair of players (PGlite and PostgreSQL alike). */
async function lockPair(trx: Db, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await sql`select pg_advisory_xact_lock(hashtext(${`friends:${first}:${second}`}))`.execute(trx);
}

export async function addFriend(db: Db, userId: string, username: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const other = await findPlayerByName(trx, username);
    if (other.id === userId) throw new ValidationError('You cannot add yourself.', 'username');
    await lockPair(trx, userId, other.id);
    const rows = await trx
      .selectFrom('friendships')
      .select(['user_id', 'status'])
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', userId), eb('friend_id', '=', other.id)]),
          eb.and([eb('user_id', '=', other.id), eb('friend_id', '=', userId)]),
        ]),
      )
      .execute();
    const mine = rows.find((row) => row.user_id === userId);
    const theirs = rows.find((row) => row.user_id === other.id);
    if (mine?.status === 'approved')
      throw new Conflict(`${other.username} is already your friend.`, ErrorCode.Conflict);
    if (mine) throw new Conflict(`You already sent ${other.username} a request.`, ErrorCode.Conflict);
    const { count } = await trx
      .selectFrom('friendships')
      .select(sql<string>`count(*)::text`.as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_FRIENDS) {
      throw new Conflict(
        `Your friends list is full (${MAX_FRIENDS}). Remove someone first.`,
        ErrorCode.Conflict,
      );
    }
    if (theirs) {
      await trx
        .updateTable('friendships')
        .set({ status: 'approved' })
        .where('user_id', '=', other.id)
        .where('friend_id', '=', userId)
        .execute();
    }
    await trx
      .insertInto('friendships')
      .values({ user_id: userId, friend_id: other.id, status: theirs ? 'approved' : 'pending' })
      .execute();
  });
}

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

/** Both lists for `userId`; `gameSlug` marks approved friends who played it in the last five minutes. */
export async function listFriends(db: Db, userId: string, gameSlug?: string): Promise<FriendsResponse> {
  const rows = await sql<{
    id: string;
    username: string;
    rank_id: number;
    is_favorite: boolean;
    status: 'pending' | 'approved';
    incoming: boolean;
    online: boolean;
    in_game: boolean;
  }>`
    SELECT u.id, u.username, u.rank_id, f.is_favorite, f.status, false AS incoming,
      (f.status = 'approved' AND NOT u.appear_offline AND u.last_seen_at > now() - ${ONLINE_WINDOW}) AS online,
      (f.status = 'approved' AND NOT u.appear_offline AND ${gameSlug ?? null}::text IS NOT NULL AND EXISTS (
        SELECT 1 FROM rounds r WHERE r.user_id = u.id AND r.game = ${gameSlug ?? null}
          AND r.created_at > now() - ${ONLINE_WINDOW})) AS in_game
    FROM friendships f JOIN users u ON u.id = f.friend_id
    WHERE f.user_id = ${userId}
    UNION ALL
    SELECT u.id, u.username, u.rank_id, false, 'pending', true, false, false
    FROM friendships f JOIN users u ON u.id = f.user_id
    WHERE f.friend_id = ${userId} AND f.status = 'pending'
  `.execute(db);
  const friends: Friend[] = rows.rows.map((row) => ({
    id: row.id,
    username: row.username,
    rankId: row.rank_id,
    isFavorite: row.is_favorite,
    status: row.status,
    incoming: row.incoming,
    online: row.online,
    inGame: row.in_game,
  }));
  const approved = friends
    .filter((friend) => friend.status === 'approved')
    .sort(
      (a, b) =>
        Number(b.isFavorite) - Number(a.isFavorite) ||
        Number(b.online) - Number(a.online) ||
        a.username.localeCompare(b.username),
    );
  const pending = friends
    .filter((friend) => friend.status === 'pending')
    .sort((a, b) => Number(b.incoming) - Number(a.incoming) || a.username.localeCompare(b.username));
  return { approved, pending };
}
