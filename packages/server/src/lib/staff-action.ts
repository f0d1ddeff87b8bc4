import type { FastifyRequest } from 'fastify';
import { appendAudit } from './audit-chain';
import type { Bus } from './bus/bus';
import type { Db } from './db/database';
import { type PendingEvents, transactionWithEvents } from './events';
import type { Auth } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit entry a staff action wrote (its sequence number), once it has. */
    auditSeq?: number;
  }
}

/** What the action tells the audit log about itself once it has done its work. */
export interface AuditNote {
  action: string;
  targetUserId?: string | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface StaffActionResult<T> {
  result: T;
  audit: AuditNote;
}

/**
 * Runs a staff action and writes its audit entry in the same transaction: who (the
 * caller), with the permission the route declares, on whom, the values before and
 * after, when and from which address. If the entry cannot be written the action rolls
 * back, so nothing a member of staff does escapes the log. Events the action raised
 * are published after the commit.
 */
export async function staffAction<T>(
  db: Db,
  bus: Bus,
  request: FastifyRequest,
  auth: Auth,
  work: (trx: Db, events: PendingEvents) => Promise<StaffActionResult<T>>,
): Promise<T> {
  const permission = request.routeOptions.config.permission;
  if (permission === undefined) throw new Error('staffAction runs only in a staff route');
  return transactionWithEvents(db, bus, async (trx, events) => {
    const { result, audit } = await work(trx, events);
    const entry = await appendAudit(trx, {
      actorId: auth.user.id,
      actor: auth.user.username,
      permission: permission ?? 'staff',
      ...audit,
      ip: request.ip,
    });
    request.auditSeq = entry.seq;
    return result;
  });
}
