import type { Session } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import type { Auth } from '../../lib/session';

/** The player's live sessions, newest use first, with the current one marked. */
export async function listSessions(db: Db, auth: Auth): Promise<Session[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', auth.user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_used_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.id === auth.session.id,
  }));
}

/**
 * Revokes one of the player's own sessions; that device is logged out on its next
 * request. Someone else's session id answers 404, exactly like an unknown one.
 */
export async function revokeSession(db: Db, auth: Auth, sessionId: string): Promise<void> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('user_id', '=', auth.user.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFound('Session not found.');
}

/** Ends the current session (sign out). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

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
