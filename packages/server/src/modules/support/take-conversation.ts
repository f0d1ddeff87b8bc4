import type { SupportConversationSummary } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import type { StaffActionResult } from '../../lib/staff-action';
import { announceToDesk, lockConversation } from './staff-conversation';

/** Assigns the conversation to the caller, whoever held it before (a colleague may be away). */
export async function takeConversation(
  trx: Db,
  events: PendingEvents,
  input: { conversationId: string; staffId: string },
): Promise<StaffActionResult<SupportConversationSummary>> {
  const before = await lockConversation(trx, input.conversationId);
  await trx
    .updateTable('support_conversations')
    .set({ assignee_id: input.staffId })
    .where('id', '=', before.id)
    .execute();
  const conversation = await announceToDesk(trx, events, before.id);
  return {
    result: conversation,
    audit: {
      action: 'support.take',
      targetUserId: before.user_id,
      target: `support:${before.id}`,
      before: { assigneeId: before.assignee_id },
      after: { assigneeId: input.staffId },
    },
  };
}
