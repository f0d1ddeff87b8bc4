import type { SupportConversationSummary } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { readSummary } from './present';

/** The conversation a staff action works on, locked until its transaction ends, or a 404. */
export async function lockConversation(trx: Db, conversationId: string) {
  const row = await trx
    .selectFrom('support_conversations')
    .select(['id', 'user_id', 'status', 'assignee_id'])
    .where('id', '=', conversationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such conversation.');
  return row;
}

/** The conversation as it now stands, told to every member of staff watching the desk. */
export async function announceToDesk(
  trx: Db,
  events: PendingEvents,
  conversationId: string,
  message: Parameters<PendingEvents['toSupportDesk']>[0]['message'] = null,
): Promise<SupportConversationSummary> {
  const conversation = await readSummary(trx, conversationId);
  if (!conversation) throw new NotFound('There is no such conversation.');
  events.toSupportDesk({ conversation, message });
  return conversation;
}

/** Tells the player's side (their account's sockets, or the visitor's) of a change. */
export function tellPlayer(
  events: PendingEvents,
  row: { id: string; user_id: string | null },
  event: Parameters<PendingEvents['toSupportVisitor']>[1],
): void {
  if (row.user_id) events.toUser(row.user_id, 'support', event);
  else events.toSupportVisitor(row.id, event);
}
