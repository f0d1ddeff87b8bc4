import type { Session } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
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
