import type { ChatBlock } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { Forbidden } from '../../lib/errors';

const UTC_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * Why a player may not write in chat now, or null. A player's newest mute decides:
 * staff shorten or end a mute by giving a new, shorter one, and the older rows stay
 * as the player's history. Staff are exempt from the wager rule only, never from a mute.
 */
export async function findChatBlock(
  db: Db,
  config: Pick<Config, 'chat'>,
  user: { id: string; role: string },
): Promise<ChatBlock> {
  const mute = await db
    .selectFrom('chat_mutes')
    .select(['until', 'reason'])
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (mute && (mute.until === null || new Date(mute.until).getTime() > Date.now())) {
    return {
      reason: 'muted',
      until: mute.until ? new Date(mute.until).toISOString() : null,
      why: mute.reason,
    };
  }
  if (user.role !== 'user') return null;
  const wager = await db
    .selectFrom('users')
    .select([
      sql<boolean>`xp >= ${config.chat.minWagerUsd}::numeric`.as('enough'),
      sql<string>`round(xp, 2)::text`.as('wageredUsd'),
    ])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (wager.enough) return null;
  return { reason: 'wager', minWagerUsd: config.chat.minWagerUsd, wageredUsd: wager.wageredUsd };
}

/** What a blocked player reads when they try to write anyway. */
export function chatBlockMessage(block: NonNullable<ChatBlock>): string {
  if (block.reason === 'wager') {
    return `Chat opens after $${block.minWagerUsd} of wagers; you have wagered $${block.wageredUsd}.`;
  }
  const why = block.why ? ` Reason: ${block.why}` : '';
  return block.until === null
    ? `You are muted in chat permanently.${why}`
    : `You are muted in chat until ${UTC_TIME.format(new Date(block.until))} UTC.${why}`;
}

/** A 403 for a player who may not write in chat (a send, a tip shown in chat, a rain). */
export async function assertMayWrite(
  db: Db,
  config: Pick<Config, 'chat'>,
  user: { id: string; role: string },
): Promise<void> {
  const block = await findChatBlock(db, config, user);
  if (block) throw new Forbidden(chatBlockMessage(block));
}
