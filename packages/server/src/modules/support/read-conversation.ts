import { SUPPORT_HISTORY_LIMIT, type SupportConversation, type SupportStatusResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { readMessages } from './present';
import type { SupportCaller } from './support-caller';

/** The caller's own conversation row, by account or by visitor cookie; none for a stranger. */
function ownConversation(db: Db, caller: SupportCaller) {
  const query = db
    .selectFrom('support_conversations')
    .select(['id', 'status', 'visitor_email', 'player_unread']);
  if (caller.kind === 'player') return query.where('user_id', '=', caller.userId).executeTakeFirst();
  if (caller.kind === 'visitor') return query.where('id', '=', caller.conversationId).executeTakeFirst();
  return Promise.resolve(undefined);
}

/**
 * A visitor has no session whose use says they are here; each of their reads counts
 * as being seen, which decides whether a reply is e-mailed (mail-away-reply.ts).
 */
async function touchVisitor(db: Db, caller: SupportCaller): Promise<void> {
  if (caller.kind !== 'visitor') return;
  await db
    .updateTable('support_conversations')
    .set({ visitor_seen_at: sql<Date>`now()` })
    .where('id', '=', caller.conversationId)
    .execute();
}

/** The caller's conversation with its newest messages, or null before their first message. */
export async function readOwnConversation(
  db: Db,
  caller: SupportCaller,
): Promise<SupportConversation | null> {
  const row = await ownConversation(db, caller);
  if (!row) return null;
  await touchVisitor(db, caller);
  return {
    id: row.id,
    status: row.status,
    visitorEmail: row.visitor_email,
    unread: row.player_unread,
    messages: await readMessages(db, row.id, SUPPORT_HISTORY_LIMIT),
  };
}

/** The badge: unread staff replies. */
export async function readSupportStatus(db: Db, caller: SupportCaller): Promise<SupportStatusResponse> {
  const row = await ownConversation(db, caller);
  return { unread: row?.player_unread ?? 0, hasConversation: row !== undefined };
}

/** The player has read every reply so far. */
export async function markSupportRead(db: Db, caller: SupportCaller): Promise<void> {
  const row = await ownConversation(db, caller);
  if (!row) return;
  await db
    .updateTable('support_conversations')
    .set({ player_unread: 0, ...(caller.kind === 'visitor' ? { visitor_seen_at: sql<Date>`now()` } : {}) })
    .where('id', '=', row.id)
    .execute();
}
