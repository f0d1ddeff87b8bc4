import { type ChatMessage, type ChatNotice, chatNoticeSchema } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** A stored message with its writer's current name and rank. */
export interface ChatMessageRow {
  id: string;
  user_id: string;
  username: string;
  rank_id: number;
  message: string;
  staff: boolean;
  round_id: string | null;
  mentions: unknown;
  notice: unknown;
  created_at: Date | string;
}

/** The columns `presentMessage` reads, joined from the writer's account. */
export function selectMessages(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'u.username',
      'u.rank_id',
      'm.message',
      'm.staff',
      'm.round_id',
      'm.mentions',
      'm.notice',
      'm.created_at',
    ]);
}

function jsonValue(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export function presentMessage(row: ChatMessageRow): ChatMessage {
  const mentions = jsonValue(row.mentions);
  const notice = row.notice == null ? null : chatNoticeSchema.safeParse(jsonValue(row.notice));
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    rankId: row.rank_id,
    message: row.message,
    timestamp: new Date(row.created_at).toISOString(),
    staff: row.staff,
    roundId: row.round_id,
    mentions: Array.isArray(mentions) ? mentions.filter((name) => typeof name === 'string') : [],
    notice: notice?.success ? (notice.data as ChatNotice) : null,
  };
}
