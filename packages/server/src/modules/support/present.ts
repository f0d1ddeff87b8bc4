import type { SupportConversationSummary, SupportMessage } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** How long the inbox's preview of the newest message is, in code points. */
const PREVIEW_LENGTH = 140;

export function previewOf(body: string): string {
  const points = [...body.replace(/\s+/g, ' ')];
  return points.length > PREVIEW_LENGTH
    ? `${points.slice(0, PREVIEW_LENGTH - 1).join('')}…`
    : points.join('');
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: 'player' | 'staff';
  staff_name: string | null;
  body: string;
  created_at: Date;
}

export function presentMessage(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    from: row.author,
    staffName: row.staff_name,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

/** A conversation's messages, oldest first, the newest `limit` of them. */
export async function readMessages(db: Db, conversationId: string, limit: number): Promise<SupportMessage[]> {
  const rows = await db
    .selectFrom('support_messages as m')
    .leftJoin('users as s', 's.id', 'm.staff_id')
    .select(['m.id', 'm.conversation_id', 'm.author', 's.username as staff_name', 'm.body', 'm.created_at'])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(presentMessage);
}

/** The inbox's query: conversations with their player's and assignee's names. */
export function summaryQuery(db: Db) {
  return db
    .selectFrom('support_conversations as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as a', 'a.id', 'c.assignee_id')
    .select([
      'c.id',
      'c.user_id',
      'u.username',
      'c.visitor_email',
      'c.status',
      'c.assignee_id',
      'a.username as assignee_name',
      'c.last_message',
      'c.last_message_from',
      'c.last_message_at',
      'c.waiting_since',
      'c.created_at',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

export function presentSummary(row: SummaryRow): SupportConversationSummary {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    visitorEmail: row.visitor_email,
    status: row.status,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    lastMessage: row.last_message,
    lastMessageFrom: row.last_message_from,
    lastMessageAt: row.last_message_at.toISOString(),
    waitingSince: row.waiting_since?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One conversation as the inbox lists it, or undefined when there is none with that id. */
export async function readSummary(
  db: Db,
  conversationId: string,
): Promise<SupportConversationSummary | undefined> {
  const row = await summaryQuery(db).where('c.id', '=', conversationId).executeTakeFirst();
  return row ? presentSummary(row) : undefined;
}
