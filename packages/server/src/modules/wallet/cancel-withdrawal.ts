import { ErrorCode, fromDecimalString, type Withdrawal } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, NotFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { presentWithdrawal } from './present-withdrawal';
import { raiseWalletEvent } from './wallet-event';

/**
 * Gives back a withdrawal's amount and fee. Only one status change out of `pending`
 * can win (the row's update is conditional), so a withdrawal is refunded at most
 * once however many cancels, failures and processors race; the refund's idempotency
 * key is the second lock.
 */
export async function refundWithdrawal(
  trx: Db,
  events: PendingEvents,
  withdrawal: { id: string; user_id: string; currency: string; amount: string; fee: string },
): Promise<void> {
  const total = fromDecimalString(withdrawal.amount) + fromDecimalString(withdrawal.fee);
  const reference = `withdrawal:${withdrawal.id}`;
  await postTransfer(trx, {
    code: 'withdrawal_refund',
    from: { system: 'withdrawals' },
    to: { userId: withdrawal.user_id, kind: 'main' },
    currency: withdrawal.currency,
    amount: total,
    idempotencyKey: `${reference}:refund`,
    reference,
  });
  await raiseWalletEvent(trx, events, withdrawal.user_id, withdrawal.currency);
}

/** The player cancels a withdrawal that has not been sent yet. */
export async function cancelWithdrawal(
  trx: Db,
  events: PendingEvents,
  userId: string,
  withdrawId: string,
): Promise<Withdrawal> {
  const cancelled = await trx
    .updateTable('withdrawals')
    .set({ status: 'cancelled', updated_at: sql`now()` })
    .where('id', '=', withdrawId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!cancelled) {
    const existing = await trx
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', withdrawId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!existing) throw new NotFound('Withdrawal not found.');
    throw new Conflict(
      `This withdrawal is ${existing.status} and can no longer be cancelled.`,
      ErrorCode.WithdrawalNotCancellable,
    );
  }
  await refundWithdrawal(trx, events, cancelled);
  return presentWithdrawal(cancelled);
}
