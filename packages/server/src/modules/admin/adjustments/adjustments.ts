import {
  type Adjustment,
  type adjustmentsQuerySchema,
  type CryptoCode,
  canonicalDecimal,
  fromDecimalString,
  type SORT_KEYS,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { sortOrder } from '../../../lib/db/sort-order';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { StaffActionResult } from '../../../lib/staff-action';
import { postTransfer } from '../../ledger/post-transfer';
import { parsePlayerAmount, requireSupportedCurrency } from '../../wallet/currency-rules';
import { raiseWalletEvent } from '../../wallet/wallet-event';

function selectAdjustments(db: Db) {
  return db
    .selectFrom('balance_adjustments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('users as req', 'req.id', 'a.requested_by')
    .leftJoin('users as dec', 'dec.id', 'a.decided_by')
    .selectAll('a')
    .select(['u.username', 'req.username as requester', 'dec.username as decider']);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdjustments>['executeTakeFirstOrThrow']>>;

function present(row: Row): Adjustment {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    currency: row.currency,
    amount: canonicalDecimal(row.amount),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requester,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decider,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.decision_note,
  };
}

const findAdjustment = async (db: Db, id: string) =>
  present(await selectAdjustments(db).where('a.id', '=', id).executeTakeFirstOrThrow());

/**
 * Asks for a change of a player's balance: nothing moves yet. It waits for a second
 * member of staff (approveAdjustment). Nobody asks for a change of their own balance.
 */
export async function requestAdjustment(
  trx: Db,
  config: Config,
  staffId: string,
  userId: string,
  input: { currency: CryptoCode; amount: string; reason: string },
): Promise<StaffActionResult<Adjustment>> {
  if (userId === staffId) throw new Forbidden('Staff cannot ask for a change of their own balance.');
  const player = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!player) throw new NotFound('There is no such player.');
  const currency = requireSupportedCurrency(config, input.currency);
  const negative = input.amount.startsWith('-');
  const atoms = parsePlayerAmount(currency, negative ? input.amount.slice(1) : input.amount);
  const amount = `${negative ? '-' : ''}${toDecimalString(atoms)}`;
  const { id } = await trx
    .insertInto('balance_adjustments')
    .values({ user_id: userId, currency, amount, reason: input.reason, requested_by: staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adjustment = await findAdjustment(trx, id);
  return {
    result: adjustment,
    audit: { action: 'adjustment.request', targetUserId: userId, target: id, after: adjustment },
  };
}

/**
 * A second member of staff approves or rejects a pending adjustment. The row is locked
 * and must still be pending, so a raced approve and reject decide once; the transfer's
 * idempotency key (`adjustment:<id>`) is a second lock on paying twice. An approval is
 * one ledger transfer between the `adjustments` account and the player's main balance:
 * a debit the balance cannot cover is refused (409) and the adjustment stays pending.
 */
export async function decideAdjustment(
  trx: Db,
  events: PendingEvents,
  staffId: string,
  id: string,
  decision: 'approve' | 'reject',
  note: string | undefined,
): Promise<StaffActionResult<Adjustment>> {
  const row = await trx
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such adjustment.');
  if (row.requested_by === staffId) {
    throw new Forbidden('Another member of staff must decide an adjustment you asked for.');
  }
  if (row.user_id === staffId)
    throw new Forbidden('Another member of staff must decide a change of your own balance.');
  if (row.status !== 'pending') throw new Conflict(`This adjustment was ${row.status} already.`);
  const before = await findAdjustment(trx, id);
  if (decision === 'approve') {
    const amount = fromDecimalString(row.amount);
    const player = { userId: row.user_id, kind: 'main' as const };
    const house = { system: 'adjustments' as const };
    await postTransfer(trx, {
      code: 'adjustment',
      from: amount > 0n ? house : player,
      to: amount > 0n ? player : house,
      currency: row.currency,
      amount: amount > 0n ? amount : -amount,
      idempotencyKey: `adjustment:${id}`,
      reference: `adjustment:${id}`,
    });
    await raiseWalletEvent(trx, events, row.user_id, row.currency);
  }
  await trx
    .updateTable('balance_adjustments')
    .set({
      status: decision === 'approve' ? 'approved' : 'rejected',
      decided_by: staffId,
      decided_at: sql`now()`,
      decision_note: note ?? null,
    })
    .where('id', '=', id)
    .execute();
  const after = await findAdjustment(trx, id);
  return {
    result: after,
    audit: {
      action: decision === 'approve' ? 'adjustment.approve' : 'adjustment.reject',
      targetUserId: row.user_id,
      target: id,
      before: {
        status: before.status,
        amount: before.amount,
        currency: before.currency,
        requestedBy: before.requestedBy,
      },
      after: { status: after.status, note: after.decisionNote },
    },
  };
}

export async function listAdjustments(db: Db, query: z.output<typeof adjustmentsQuerySchema>) {
  let select = selectAdjustments(db).where('a.status', '=', query.status);
  if (query.userId) select = select.where('a.user_id', '=', query.userId);
  const total = await select
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  // Pending requests are a queue, oldest first; decided ones are history, newest first.
  const order = sortOrder<(typeof SORT_KEYS.adjustments)[number]>(
    query.sort,
    query.status === 'pending' ? 'requestedAt' : '-requestedAt',
    {
      requestedAt: 'a.requested_at',
      amount: 'a.amount',
      username: 'u.username',
      currency: 'a.currency',
    },
  );
  const rows = await select
    .orderBy(order.column, order.direction)
    .orderBy('a.id', order.direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { adjustments: rows.map(present), total: Number(total.n) };
}
