import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { StaffActionResult } from '../../../lib/staff-action';
import { outranks } from '../../chat/staff';

type Action = 'lock' | 'unlock' | 'logout';

/** The player's row, locked, checked to be someone the caller may act on. */
async function target(trx: Db, staff: { id: string; role: string }, userId: string) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'username', 'role', 'locked_at', 'locked_reason'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new NotFound('There is no such player.');
  if (user.id === staff.id) throw new Forbidden('Another member of staff must do that to your own account.');
  if (!outranks(staff.role, user.role))
    throw new Forbidden(`${user.username} is staff: only a higher role can do that.`);
  return user;
}

/** Ends every live session of the player, on every node (the bus tells them). */
async function endSessions(trx: Db, events: PendingEvents, userId: string): Promise<number> {
  const revoked = await trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  events.sessionsRevoked(revoked.map((row) => row.id));
  return revoked.length;
}

/**
 * Locks, unlocks or logs out a player. A locked account cannot sign in (createSession
 * refuses it), its sessions end at once and are refused if presented again
 * (resolveSession), its game sessions at providers take no bet, and its pending
 * withdrawals are not sent until it is unlocked.
 */
export async function playerAction(
  trx: Db,
  events: PendingEvents,
  staff: { id: string; role: string },
  userId: string,
  action: Action,
  reason?: string,
): Promise<StaffActionResult<{ id: string; locked: boolean; sessionsEnded: number }>> {
  const user = await target(trx, staff, userId);
  const before = { locked: user.locked_at !== null, reason: user.locked_reason };
  if (action === 'lock' && user.locked_at) throw new Conflict(`${user.username} is locked already.`);
  if (action === 'unlock' && !user.locked_at) throw new Conflict(`${user.username} is not locked.`);
  if (action !== 'logout') {
    await trx
      .updateTable('users')
      .set(
        action === 'lock'
          ? { locked_at: sql`now()`, locked_reason: reason ?? null }
          : { locked_at: null, locked_reason: null },
      )
      .where('id', '=', userId)
      .execute();
  }
  const sessionsEnded = action === 'unlock' ? 0 : await endSessions(trx, events, userId);
  const locked = action === 'lock' || (action === 'logout' && before.locked);
  return {
    result: { id: userId, locked, sessionsEnded },
    audit: {
      action: `player.${action}`,
      targetUserId: userId,
      before,
      after: { locked, reason: action === 'lock' ? reason : null, sessionsEnded },
    },
  };
}

/** A note staff keep on a player: shown on their page, kept for good. */
export async function addNote(
  trx: Db,
  staff: { id: string; username: string },
  userId: string,
  body: string,
) {
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new NotFound('There is no such player.');
  const note = await trx
    .insertInto('player_notes')
    .values({ user_id: userId, author_id: staff.id, body })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const result = { id: note.id, author: staff.username, body, createdAt: note.created_at.toISOString() };
  return { result, audit: { action: 'player.note', targetUserId: userId, target: note.id, after: { body } } };
}
