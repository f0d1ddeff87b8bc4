import { createHash } from 'node:crypto';
import type { AuditEntry } from '@ante/core';
import stringify from 'safe-stable-stringify';
import type { Db } from './db/database';

/** The hash the chain starts from: the head row's value before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a staff action records; the chain adds its number, time and hashes. */
export interface AuditRecord {
  /** The staff account, or null for the operator's command. */
  actorId: string | null;
  /** The staff member's username, or `cli`. */
  actor: string;
  permission: string;
  /** What was done, as a dotted name: `player.lock`, `withdrawal.approve`. */
  action: string;
  targetUserId?: string | null;
  /** What the action was on, when not (only) a player: a withdrawal's id, a game's slug. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** JSON as the database will give it back: undefined dropped, dates as strings. */
function asJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

type HashedFields = Omit<AuditEntry, 'hash' | 'targetUsername'>;

/**
 * An entry's hash: SHA-256 of the previous hash and the entry's fields as canonical
 * JSON (keys sorted at every depth), so the same content always hashes the same
 * whatever order PostgreSQL's jsonb gives its keys back in.
 */
export function auditHash(fields: HashedFields): string {
  const { prevHash, ...content } = fields;
  return createHash('sha256')
    .update(`${prevHash}\n${stringify(content)}`)
    .digest('hex');
}

/**
 * Appends an entry to the audit chain inside the caller's transaction, so the action
 * and its record commit together or not at all. The head row is locked for the rest of
 * the transaction, which orders concurrent actions: each links to the one committed
 * before it.
 */
export async function appendAudit(trx: Db, record: AuditRecord): Promise<{ seq: number; hash: string }> {
  if (!trx.isTransaction) throw new Error('appendAudit runs inside the action’s transaction');
  const head = await trx
    .selectFrom('staff_audit_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const fields: HashedFields = {
    seq: Number(head.seq) + 1,
    at: new Date().toISOString(),
    actorId: record.actorId,
    actor: record.actor,
    permission: record.permission,
    action: record.action,
    targetUserId: record.targetUserId ?? null,
    target: record.target ?? null,
    before: asJson(record.before),
    after: asJson(record.after),
    ip: record.ip ?? null,
    prevHash: head.hash,
  };
  const hash = auditHash(fields);
  await trx
    .insertInto('staff_audit')
    .values({
      seq: fields.seq,
      at: fields.at,
      actor_id: fields.actorId,
      actor: fields.actor,
      permission: fields.permission,
      action: fields.action,
      target_user_id: fields.targetUserId,
      target: fields.target,
      before: fields.before === null ? null : JSON.stringify(fields.before),
      after: fields.after === null ? null : JSON.stringify(fields.after),
      ip: fields.ip,
      prev_hash: fields.prevHash,
      hash,
    })
    .execute();
  await trx.updateTable('staff_audit_head').set({ seq: fields.seq, hash }).where('id', '=', 1).execute();
  return { seq: fields.seq, hash };
}
