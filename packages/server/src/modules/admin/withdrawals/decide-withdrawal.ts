import type { AdminWithdrawal } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { StaffActionResult } from '../../../lib/staff-action';
import { refundWithdrawal } from '../../wallet/cancel-withdrawal';
import { presentAdminWithdrawal, selectAdminWithdrawals } from './list-withdrawals';

export type WithdrawalDecision =
  | { decision: 'approve'; note?: string }
  | { decision: 'reject'; reason: string };

/**
 * A member of staff decides a held withdrawal. The row is locked first, so a decision,
 * another decision and the player's cancel take turns: only one of them finds it held
 * and pending, and the others are told what happened (409). An approval lets the
 * processor send it, once, like any withdrawal; a rejection cancels it and refunds the
 * amount and fee under the same refund key a cancel uses, so it is given back once.
 * Nobody decides their own withdrawal.
 */
export async function decideWithdrawal(
  trx: Db,
  events: PendingEvents,
  staffId: string,
  id: string,
  decision: WithdrawalDecision,
): Promise<StaffActionResult<AdminWithdrawal>> {
  const row = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such withdrawal.');
  if (row.user_id === staffId)
    throw new Forbidden('Another member of staff must review your own withdrawal.');
  if (row.review !== 'held' || row.status !== 'pending') {
    const what =
      row.review === 'approved' || row.review === 'rejected'
        ? `${row.review} already`
        : row.review === null
          ? 'not held for review'
          : row.status;
    throw new Conflict(`This withdrawal is ${what}.`);
  }
  const approve = decision.decision === 'approve';
  const note = approve ? (decision.note ?? null) : decision.reason;
  await trx
    .updateTable('withdrawals')
    .set({
      review: approve ? 'approved' : 'rejected',
      ...(approve ? {} : { status: 'cancelled' as const }),
      reviewed_by: staffId,
      reviewed_at: sql`now()`,
      review_note: note,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  if (!approve) await refundWithdrawal(trx, events, row);
  const after = presentAdminWithdrawal(
    await selectAdminWithdrawals(trx).where('w.id', '=', id).executeTakeFirstOrThrow(),
  );
  return {
    result: after,
    audit: {
      action: approve ? 'withdrawal.approve' : 'withdrawal.reject',
      targetUserId: row.user_id,
      target: id,
      before: {
        status: row.status,
        review: row.review,
        amount: after.amount,
        currency: row.currency,
        valueUsd: after.valueUsd,
      },
      after: { status: after.status, review: after.review, note },
    },
  };
}
