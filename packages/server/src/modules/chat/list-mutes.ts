import type { ChatMute } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { presentMute, selectMutes } from './present-mute';

/** Enough history for staff to choose the next step of the ladder. */
const MUTES_SHOWN = 100;

/**
 * A player's mutes, newest first: the first one decides whether they are muted now
 * (chat-block.ts), the rest show staff how often they were muted before.
 */
export async function listMutes(db: Db, username: string): Promise<ChatMute[]> {
  const player = await findPlayerByName(db, username);
  const rows = await selectMutes(db)
    .where('m.user_id', '=', player.id)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MUTES_SHOWN)
    .execute();
  return rows.map(presentMute);
}
