import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import type { Auth } from '../../lib/session';

/**
 * Revokes one of the player's own sessions; that device is logged out on its next
 * request, and its private feed closes once the revocation commits. Someone else's
 * session id answers 404, exactly like an unknown one.
 */
export async function revokeSession(
  trx: Db,
  events: PendingEvents,
  auth: Auth,
  sessionId: string,
): Promise<void> {
  const result = await trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('user_id', '=', auth.user.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFound('Session not found.');
  events.sessionsRevoked([sessionId]);
}
