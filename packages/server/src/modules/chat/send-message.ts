import { type ChatMessage, cleanChatText } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { assertMayWrite } from './chat-block';
import { postChatMessage } from './post-message';
import { resolveMentions } from './resolve-mentions';
import { findSharedRound } from './shared-round';
import { isStaff } from './staff';

/** The same text again within this time, right after itself, is refused. */
export const DUPLICATE_WINDOW_MS = 30_000;

export interface SendChatMessageInput {
  region: string;
  user: { id: string; role: string };
  message: string;
}

/**
 * A player's message to a room (the rate limits ran before this, in the route). In
 * order: the text is cleaned and counted, the player must be allowed to write (mute,
 * then the wager rule), and must not repeat their previous message within 30 s. Only
 * then is it stored with the mentions of existing players and a shared round that
 * exists, and published after the commit. Every refusal throws before anything is
 * written, so a refused message is never stored or seen.
 */
export async function sendChatMessage(
  db: Db,
  bus: Bus,
  config: Pick<Config, 'chat'>,
  input: SendChatMessageInput,
): Promise<ChatMessage> {
  const cleaned = cleanChatText(input.message);
  if (!cleaned.ok) throw new ValidationError(cleaned.message, 'message');
  const text = cleaned.text;
  await assertMayWrite(db, config, input.user);
  await refuseRepeat(db, input.user.id, text);
  const [mentions, roundId] = await Promise.all([resolveMentions(db, text), findSharedRound(db, text)]);
  return transactionWithEvents(db, bus, (trx, events) =>
    postChatMessage(trx, events, {
      region: input.region,
      userId: input.user.id,
      message: text,
      staff: isStaff(input.user.role),
      roundId,
      mentions,
    }),
  );
}

/**
 * The player's previous message, in any room, read through `chat_messages_user_idx`:
 * the same text again within DUPLICATE_WINDOW_MS is a 400. Pasting one line into
 * several rooms at once is spam too, so the rule does not look at the region.
 */
async function refuseRepeat(db: Db, userId: string, text: string): Promise<void> {
  const previous = await db
    .selectFrom('chat_messages')
    .select([
      'message',
      sql<boolean>`created_at > now() - ${`${DUPLICATE_WINDOW_MS} milliseconds`}::interval`.as('recent'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (previous?.recent && previous.message === text) {
    throw new ValidationError(
      'You just sent that message. Write something new, or wait 30 seconds to send it again.',
      'message',
    );
  }
}
