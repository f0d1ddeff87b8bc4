import type { ChatMute } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** A mute with the names of the muted player and of the member of staff who muted them. */
export function selectMutes(db: Db) {
  return db
    .selectFrom('chat_mutes as m')
    .innerJoin('users as target', 'target.id', 'm.user_id')
    .innerJoin('users as staff', 'staff.id', 'm.muted_by')
    .select([
      'm.id',
      'target.username as username',
      'm.until',
      'm.reason',
      'm.remove_messages',
      'staff.username as muted_by',
      'm.created_at',
    ]);
}

export interface ChatMuteRow {
  id: string;
  username: string;
  until: Date | string | null;
  reason: string;
  remove_messages: boolean;
  muted_by: string;
  created_at: Date | string;
}

export function presentMute(row: ChatMuteRow): ChatMute {
  return {
    id: row.id,
    username: row.username,
    until: row.until === null ? null : new Date(row.until).toISOString(),
    reason: row.reason,
    removeMessages: row.remove_messages,
    mutedBy: row.muted_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
