import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/** Rows per delete: small enough that no statement holds locks or the log for long. */
export const RETENTION_BATCH = 1_000;

/**
 * Deletes messages older than the retention period, oldest first, in batches whose
 * ids come from `chat_messages_created_idx`, each batch its own statement, until none
 * is left. Removed messages go the same way; the moderation log keeps what staff did.
 * Returns how many rows were deleted.
 */
export async function deleteOldMessages(
  db: Db,
  retentionDays: number,
  batch = RETENTION_BATCH,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = db
      .selectFrom('chat_messages')
      .select('id')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
      .orderBy('created_at')
      .limit(batch);
    const result = await db.deleteFrom('chat_messages').where('id', 'in', old).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batch) return deleted;
  }
}
