import type { AuditEntry } from '@ante/core';
import type { Db } from '../../../lib/db/database';

/** The audit rows with the target's username, for the log's page and its check. */
export function selectAuditRows(db: Db) {
  return db
    .selectFrom('staff_audit as a')
    .leftJoin('users as t', 't.id', 'a.target_user_id')
    .selectAll('a')
    .select('t.username as target_username');
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAuditRows>['executeTakeFirstOrThrow']>>;

export function presentAuditRow(row: AuditRow): AuditEntry {
  return {
    seq: Number(row.seq),
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actor: row.actor,
    permission: row.permission,
    action: row.action,
    targetUserId: row.target_user_id,
    targetUsername: row.target_username,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}
