import type { SecurityEvent } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** How many events GET /api/user/security-events lists. */
export const LIST_LIMIT = 50;

/**
 * The player's newest security events, newest first (Settings, Security, Recent
 * activity); users/security-events.ts records them and keeps the newest 200.
 */
export async function listSecurityEvents(db: Db, userId: string): Promise<SecurityEvent[]> {
  const rows = await db
    .selectFrom('security_events')
    .select(['id', 'kind', 'ip', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    createdAt: row.created_at.toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}
