import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { queueRemoved } from './publish-removed';

/**
 * Staff remove one message: it leaves history, every open chat of its region drops
 * it, and the log records who removed whose message and what it said (the row
 * itself goes with retention; the log keeps the evidence). Deleting a message that
 * is already removed answers the same and changes nothing: no second log row, no
 * second event, so a retried or doubled click is harmless.
 */
export async function deleteMessage(
  trx: Db,
  events: PendingEvents,
  staff: { id: string },
  messageId: string,
): Promise<{ userId: string; message: string } | null> {
  const message = await trx
    .selectFrom('chat_messages')
    .select(['id', 'user_id', 'region', 'message', 'removed_at'])
    .where('id', '=', messageId)
    .forUpdate()
    .executeTakeFirst();
  if (!message) throw new NotFound('No such chat message.', 'id');
  if (message.removed_at !== null) return null;
  await trx
    .updateTable('chat_messages')
    .set({ removed_at: sql<Date>`now()` })
    .where('id', '=', message.id)
    .execute();
  await trx
    .insertInto('chat_moderation_log')
    .values({
      action: 'delete',
      staff_id: staff.id,
      target_user_id: message.user_id,
      message_id: message.id,
      region: message.region,
      details: JSON.stringify({ message: message.message }),
    })
    .execute();
  queueRemoved(events, [{ id: message.id, region: message.region }]);
  return { userId: message.user_id, message: message.message };
}
