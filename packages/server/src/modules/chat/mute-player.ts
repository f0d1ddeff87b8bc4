import type { ChatMute, ChatMuteRequest } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Forbidden, ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { presentMute, selectMutes } from './present-mute';
import { queueRemoved } from './publish-removed';
import { outranks } from './staff';

export interface MuteInput extends Omit<ChatMuteRequest, 'durationMinutes'> {
  durationMinutes: number | null;
}

/**
 * Mutes a player for a while or for good. The mute is a new row, never an edit, and
 * the newest row decides (chat-block.ts): to shorten or lift a mute, staff give a
 * new, shorter one. The log row, the mute and the removal of the player's messages
 * commit together; every open chat of the affected regions drops those messages
 * once they have.
 */
export async function mutePlayer(
  trx: Db,
  events: PendingEvents,
  staff: { id: string; role: string },
  input: MuteInput,
): Promise<{ mute: ChatMute; targetId: string }> {
  const target = await findPlayerByName(trx, input.username);
  if (target.id === staff.id) throw new ValidationError('You cannot mute yourself.', 'username');
  if (!outranks(staff.role, target.role)) {
    throw new Forbidden(`${target.username} is staff: only a higher role can mute them.`);
  }
  const removeMessages = input.removeMessages ?? false;
  const until =
    input.durationMinutes === null
      ? null
      : sql<Date>`now() + make_interval(mins => ${input.durationMinutes})`;
  const { id } = await trx
    .insertInto('chat_mutes')
    .values({
      user_id: target.id,
      muted_by: staff.id,
      reason: input.reason,
      until,
      remove_messages: removeMessages,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const removed = removeMessages
    ? await trx
        .updateTable('chat_messages')
        .set({ removed_at: sql<Date>`now()` })
        .where('user_id', '=', target.id)
        .where('removed_at', 'is', null)
        .returning(['id', 'region'])
        .execute()
    : [];
  const mute = presentMute(await selectMutes(trx).where('m.id', '=', id).executeTakeFirstOrThrow());
  await trx
    .insertInto('chat_moderation_log')
    .values({
      action: 'mute',
      staff_id: staff.id,
      target_user_id: target.id,
      reason: input.reason,
      details: JSON.stringify({
        muteId: id,
        until: mute.until,
        removeMessages,
        removedCount: removed.length,
      }),
    })
    .execute();
  queueRemoved(events, removed);
  return { mute, targetId: target.id };
}
