import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/** Pushes the session's expiry a full lifetime ahead (refresh-auth). */
export async function extendSession(db: Db, sessionId: string, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_used_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
  return expiresAt;
}
