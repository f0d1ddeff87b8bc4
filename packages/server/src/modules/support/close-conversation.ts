import type { SupportConversationSummary } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import type { StaffActionResult } from '../../lib/staff-action';
import { announceToDesk, lockConversation, tellPlayer } from './staff-conversation';

/**
 * Closes the conversation: it leaves the open inbox and waits for nobody. It is kept,
 * and the player's next message opens it again (send-support-message.ts).
 */
export async function closeConversation(
  trx: Db,
  events: PendingEvents,
  input: { conversationId: string },
): Promise<StaffActionResult<SupportConversationSummary>> {
  const before = await lockConversation(trx, input.conversationId);
  await trx
    .updateTable('support_conversations')
    .set({ status: 'closed', closed_at: sql<Date>`now()`, waiting_since: null })
    .where('id', '=', before.id)
    .execute();
  const conversation = await announceToDesk(trx, events, before.id);
  tellPlayer(events, before, { type: 'status', conversationId: before.id, status: 'closed' });
  return {
    result: conversation,
    audit: {
      action: 'support.close',
      targetUserId: before.user_id,
      target: `support:${before.id}`,
      before: { status: before.status },
      after: { status: 'closed' },
    },
  };
}
