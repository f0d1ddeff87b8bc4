import type { ClientErrorGroup } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** The crash report groups, the most recently seen first. */
export async function listClientErrors(db: Db, limit: number): Promise<ClientErrorGroup[]> {
  const rows = await db
    .selectFrom('client_errors')
    .selectAll()
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    location: row.location,
    count: row.count,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    lastUrl: row.last_url,
    lastStack: row.last_stack,
    lastComponentStack: row.last_component_stack,
    lastUserId: row.last_user_id,
    lastUserAgent: row.last_user_agent,
  }));
}
