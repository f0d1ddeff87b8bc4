import { CHAT_HISTORY_LIMIT, type ChatMessage } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { presentMessage, selectMessages } from './present-message';

/**
 * The newest visible messages of a region, oldest first. Removed messages (deleted
 * by staff, or a muted player's when the mute removed them) are not visible; the
 * partial index `chat_messages_history_idx` holds exactly the visible ones.
 */
export async function listHistory(db: Db, region: string): Promise<ChatMessage[]> {
  const rows = await selectMessages(db)
    .where('m.region', '=', region)
    .where('m.removed_at', 'is', null)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(CHAT_HISTORY_LIMIT)
    .execute();
  return rows.reverse().map(presentMessage);
}
