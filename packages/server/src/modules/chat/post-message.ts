import type { ChatFeedEvent, ChatMessage, ChatNotice } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { presentMessage, selectMessages } from './present-message';

export interface NewChatMessage {
  region: string;
  userId: string;
  message: string;
  staff: boolean;
  roundId?: string | null;
  mentions?: string[];
  notice?: ChatNotice | null;
}

/**
 * Stores a message and queues it for the region's feed, which carries it once the
 * caller's transaction commits: a message whose transaction rolls back (a rain that
 * could not pay) is never seen. Every writer of the room (a player's send, a tip
 * shown in chat, a rain) comes through here, so history and feed always agree.
 */
export async function postChatMessage(
  trx: Db,
  events: PendingEvents,
  input: NewChatMessage,
): Promise<ChatMessage> {
  const { id } = await trx
    .insertInto('chat_messages')
    .values({
      region: input.region,
      user_id: input.userId,
      message: input.message,
      staff: input.staff,
      round_id: input.roundId ?? null,
      mentions: JSON.stringify(input.mentions ?? []) as unknown as string[],
      notice: input.notice ? JSON.stringify(input.notice) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await selectMessages(trx).where('m.id', '=', id).executeTakeFirstOrThrow();
  const message = presentMessage(row);
  const event: ChatFeedEvent = { type: 'message', message };
  events.toFeed('chat', event, input.region);
  return message;
}
