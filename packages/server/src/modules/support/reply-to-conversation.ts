import { cleanSupportText, type SupportConversationSummary, type SupportMessage } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import type { StaffActionResult } from '../../lib/staff-action';
import { type AwayMail, claimAwayMail } from './mail-away-reply';
import { presentMessage, previewOf } from './present';
import { announceToDesk, lockConversation, tellPlayer } from './staff-conversation';

export interface ReplyResult {
  conversation: SupportConversationSummary;
  message: SupportMessage;
  /** The e-mail to send once this commits, when the player is away; else null. */
  awayMail: AwayMail | null;
}

/**
 * A member of staff answers. The reply reaches the player's open pages at once; it
 * counts as unread until they read it (their badge); the conversation no longer
 * waits, and is assigned to the one who answered unless someone holds it already.
 * When the player is away, the e-mail telling them is claimed here, in the same
 * transaction, so two replies at once on two nodes claim it once.
 */
export async function replyToConversation(
  trx: Db,
  events: PendingEvents,
  input: { conversationId: string; staff: { id: string; username: string }; message: string },
): Promise<StaffActionResult<ReplyResult>> {
  const cleaned = cleanSupportText(input.message);
  if (!cleaned.ok) throw new ValidationError(cleaned.message, 'message');
  const before = await lockConversation(trx, input.conversationId);
  const row = await trx
    .insertInto('support_messages')
    .values({ conversation_id: before.id, author: 'staff', staff_id: input.staff.id, body: cleaned.text })
    .returning(['id', 'conversation_id', 'author', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('support_conversations')
    .set({
      last_message: previewOf(cleaned.text),
      last_message_from: 'staff',
      last_message_at: row.created_at,
      waiting_since: null,
      player_unread: sql<number>`player_unread + 1`,
      assignee_id: sql<string>`coalesce(assignee_id, ${input.staff.id}::uuid)`,
    })
    .where('id', '=', before.id)
    .execute();
  const message = presentMessage({ ...row, staff_name: input.staff.username });
  tellPlayer(events, before, { type: 'message', message });
  const conversation = await announceToDesk(trx, events, before.id, message);
  const awayMail = await claimAwayMail(trx, before.id);
  return {
    result: { conversation, message, awayMail },
    audit: {
      action: 'support.reply',
      targetUserId: before.user_id,
      target: `support:${before.id}`,
      before: { status: before.status, assigneeId: before.assignee_id },
      after: { messageId: message.id, assigneeId: conversation.assigneeId, emailed: awayMail !== null },
    },
  };
}
