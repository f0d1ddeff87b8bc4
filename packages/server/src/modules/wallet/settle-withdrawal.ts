import { fromDecimalString } from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import type { WithdrawalsTable } from '../../lib/db/schema';
import { transactionWithEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { refundWithdrawal } from './cancel-withdrawal';
import type { ChainAdapter } from './chain/chain-adapter';

export type ClaimedWithdrawal = Selectable<WithdrawalsTable> & { send_key: string; lease: string };
export type SettleDeps = { db: Db; bus: Bus; chain: ChainAdapter };
/** `settled-elsewhere`: another claim settled it first, or holds the lease now. */
export type Settlement = 'completed' | 'failed' | 'settled-elsewhere';

/**
 * Sends a claimed withdrawal under its key and records the outcome. A send that
 * throws may still have gone out (an answer lost on the way back), so the chain is
 * asked before anything is refunded: a withdrawal is refunded only when the chain
 * says its key was not sent, and only by the holder of its latest lease, since a
 * recovery that claimed it since may be sending it right now. If the chain cannot say,
 * the error propagates and the row stays `processing` for the recovery to settle later.
 */
export async function sendWithdrawal(deps: SettleDeps, withdrawal: ClaimedWithdrawal): Promise<Settlement> {
  let txHash: string | null;
  let failure: unknown;
  try {
    txHash = await deps.chain.send(deps.db, {
      network: withdrawal.network,
      address: withdrawal.address,
      currency: withdrawal.currency,
      amount: fromDecimalString(withdrawal.amount),
      key: withdrawal.send_key,
    });
  } catch (error) {
    failure = error;
    txHash = await deps.chain.findSent(deps.db, { network: withdrawal.network, key: withdrawal.send_key });
  }
  if (txHash !== null) return completeWithdrawal(deps.db, withdrawal, txHash);
  return failWithdrawal(deps, withdrawal, failure);
}

/**
 * Moves a sent withdrawal's money to `external` and `fees` and marks it completed,
 * once: the status change out of `processing` is conditional, so of any number of
 * processors and recoveries settling one withdrawal only the first does anything
 * (the transfers' idempotency keys are the second lock).
 */
export async function completeWithdrawal(
  db: Db,
  withdrawal: ClaimedWithdrawal,
  txHash: string,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('withdrawals')
      .set({ status: 'completed', tx_hash: txHash, updated_at: sql`now()` })
      .where('id', '=', withdrawal.id)
      .where('status', '=', 'processing')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 'settled-elsewhere';
    const reference = `withdrawal:${withdrawal.id}`;
    await postTransfer(trx, {
      code: 'withdrawal_sent',
      from: { system: 'withdrawals' },
      to: { system: 'external' },
      currency: withdrawal.currency,
      amount: fromDecimalString(withdrawal.amount),
      idempotencyKey: `${reference}:sent`,
      reference,
    });
    const fee = fromDecimalString(withdrawal.fee);
    if (fee > 0n) {
      await postTransfer(trx, {
        code: 'withdrawal_fee_collected',
        from: { system: 'withdrawals' },
        to: { system: 'fees' },
        currency: withdrawal.currency,
        amount: fee,
        idempotencyKey: `${reference}:fee-collected`,
        reference,
      });
    }
    return 'completed';
  });
}

/**
 * Marks a withdrawal the chain never sent as failed and refunds it, once (as
 * completeWithdrawal), and only while this claim's lease is the latest. Completing
 * needs no lease: a transaction the chain shows is sent, whoever sent it.
 */
async function failWithdrawal(
  deps: SettleDeps,
  withdrawal: ClaimedWithdrawal,
  error: unknown,
): Promise<Settlement> {
  return transactionWithEvents(deps.db, deps.bus, async (trx, events) => {
    const claimed = await trx
      .updateTable('withdrawals')
      .set({
        status: 'failed',
        failure: String((error as Error)?.message ?? error).slice(0, 500),
        updated_at: sql`now()`,
      })
      .where('id', '=', withdrawal.id)
      .where('status', '=', 'processing')
      .where('lease', '=', withdrawal.lease)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return 'settled-elsewhere';
    await refundWithdrawal(trx, events, claimed);
    return 'failed';
  });
}
