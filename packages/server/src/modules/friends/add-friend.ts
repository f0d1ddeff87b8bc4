import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, ValidationError } from '../../lib/errors';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { lockPair } from './lock-pair';

/** A player has at most this many rows: friends plus requests sent. */
export const MAX_FRIENDS = 200;

/**
 * Sends a friend request, or accepts one when the other player already sent theirs
 * (none to pending on add, pending incoming to approved on add). Runs under the pair's
 * lock, so two players adding each other at once end up friends.
 */
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
