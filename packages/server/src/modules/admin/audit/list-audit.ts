import type { auditPageSchema, auditQuerySchema } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database';
import { presentAuditRow, selectAuditRows } from './present-audit';

/**
 * A page of the audit log, newest first: all of it, one player's (as target), or the
 * entries whose action, permission, actor, target or target's name contain the words.
 */
export async function listAudit(
  db: Db,
  query: z.output<typeof auditQuerySchema>,
): Promise<z.input<typeof auditPageSchema>> {
  let select = selectAuditRows(db);
  if (query.userId) select = select.where('a.target_user_id', '=', query.userId);
  if (query.before) select = select.where('a.seq', '<', String(query.before));
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where(
      sql<boolean>`lower(a.action || ' ' || a.permission || ' ' || a.actor || ' ' || coalesce(a.target, '') || ' ' || coalesce(t.username, '')) like ${like}`,
    );
  }
  const rows = await select
    .orderBy('a.seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  const entries = rows.slice(0, query.limit).map(presentAuditRow);
  return { entries, nextBefore: rows.length > query.limit ? (entries.at(-1)?.seq ?? null) : null };
}
