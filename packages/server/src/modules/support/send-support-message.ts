import { cleanSupportText, type SupportMessage } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import { type PendingEvents, transactionWithEvents } from '../../lib/events';
import { hashToken } from '../../lib/session';
import { presentMessage, previewOf, readSummary } from './present';
import type { SupportCaller } from './support-caller';
import { newVisitorToken } from './visitor-token';

export interface SendSupportMessageInput {
  caller: SupportCaller;
  message: string;
  /** A visitor's address, required to start a conversation without an account. */
  email?: string | undefined;
}

/**
 * A message from the player's side. A player's first message opens their one
 * conversation; a visitor's first message opens one reachable only through the token
 * returned here (set as their support cookie). A message to a closed conversation
 * opens it again. The conversation waits for staff from its oldest unanswered
 * message. The player's other tabs and every member of staff watching the desk are
 * told after the commit.
 */
export async function sendSupportMessage(
  db: Db,
  bus: Bus,
  input: SendSupportMessageInput,
): Promise<{ message: SupportMessage; visitorToken: string | null }> {
  const cleaned = cleanSupportText(input.message);
  if (!cleaned.ok) throw new ValidationError(cleaned.message, 'message');
  const { caller } = input;
  if (caller.kind === 'stranger' && !input.email) {
    throw new ValidationError('Give your e-mail address so that we can answer you.', 'email');
  }
  return transactionWithEvents(db, bus, async (trx, events) => {
    let visitorToken: string | null = null;
    let conversationId: string;
    if (caller.kind === 'player') {
      conversationId = await playerConversation(trx, caller.userId);
    } else if (caller.kind === 'visitor') {
      conversationId = caller.conversationId;
    } else {
      visitorToken = newVisitorToken();
      const created = await trx
        .insertInto('support_conversations')
        .values({ visitor_email: input.email ?? '', visitor_token_hash: hashToken(visitorToken) })
        .returning('id')
        .executeTakeFirstOrThrow();
      conversationId = created.id;
    }
    const message = await postPlayerMessage(trx, events, {
      conversationId,
      userId: caller.kind === 'player' ? caller.userId : null,
      body: cleaned.text,
    });
    return { message, visitorToken };
  });
}

/** The player's conversation, made on their first message (once, however many arrive at once). */
async function playerConversation(trx: Db, userId: string): Promise<string> {
  await trx
    .insertInto('support_conversations')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').where('user_id', 'is not', null).doNothing())
    .execute();
  const row = await trx
    .selectFrom('support_conversations')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function postPlayerMessage(
  trx: Db,
  events: PendingEvents,
  input: { conversationId: string; userId: string | null; body: string },
): Promise<SupportMessage> {
  const row = await trx
    .insertInto('support_messages')
    .values({ conversation_id: input.conversationId, author: 'player', staff_id: null, body: input.body })
    .returning(['id', 'conversation_id', 'author', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('support_conversations')
    .set({
      status: 'open',
      closed_at: null,
      last_message: previewOf(input.body),
      last_message_from: 'player',
      last_message_at: row.created_at,
      waiting_since: sql<Date>`coalesce(waiting_since, ${row.created_at})`,
      // Whoever writes has read what came before.
      player_unread: 0,
      ...(input.userId ? {} : { visitor_seen_at: sql<Date>`now()` }),
    })
    .where('id', '=', input.conversationId)
    .execute();
  const message = presentMessage({ ...row, staff_name: null });
  if (input.userId) events.toUser(input.userId, 'support', { type: 'message', message });
  else events.toSupportVisitor(input.conversationId, { type: 'message', message });
  const conversation = await readSummary(trx, input.conversationId);
  if (conversation) events.toSupportDesk({ conversation, message });
  return message;
}
