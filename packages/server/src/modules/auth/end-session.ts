import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';

/** Ends the current session (sign out); every node closes its private feed once this commits. */
export async function endSession(trx: Db, events: PendingEvents, sessionId: string): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  events.sessionsRevoked([sessionId]);
}
