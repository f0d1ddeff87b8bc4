import { fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { transactionWithEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { refundWithdrawal } from './cancel-withdrawal';
import type { ChainAdapter } from './chain/chain-adapter';

/**
 * Sends withdrawals whose cancellation window has passed. Each is claimed with
 * `FOR UPDATE SKIP LOCKED` and moved to `processing` before it is sent, so any
 * number of nodes can run this at once and every withdrawal is sent once. A send
 * that fails refunds the player. Returns how many were completed and failed.
 */
export async function processWithdrawals(
  deps: { db: Db; bus: Bus; chain: ChainAdapter },
  options: { delayMs: number; batchSize?: number },
): Promise<{ completed: number; failed: number }> {
  const cutoff = new Date(Date.now() - options.delayMs);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'pending')
      .where('created_at', '<=', cutoff)
      .orderBy('created_at')
      .limit(options.batchSize ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('withdrawals')
      .set({ status: 'processing', updated_at: sql`now()` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });

  let completed = 0;
  let failed = 0;
  for (const withdrawal of claimed) {
    let txHash: string;
    try {
      txHash = await deps.chain.send(deps.db, {
        network: withdrawal.network,
        address: withdrawal.address,
        currency: withdrawal.currency,
        amount: fromDecimalString(withdrawal.amount),
        key: `withdrawal:${withdrawal.id}`,
      });
    } catch (error) {
      await transactionWithEvents(deps.db, deps.bus, async (trx, events) => {
        await trx
          .updateTable('withdrawals')
          .set({
            status: 'failed',
            failure: String((error as Error).message).slice(0, 500),
            updated_at: sql`now()`,
          })
          .where('id', '=', withdrawal.id)
          .execute();
        await refundWithdrawal(trx, events, withdrawal);
      });
      failed += 1;
      continue;
    }
    await deps.db.transaction().execute(async (trx) => {
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
      await trx
        .updateTable('withdrawals')
        .set({ status: 'completed', tx_hash: txHash, updated_at: sql`now()` })
        .where('id', '=', withdrawal.id)
        .execute();
    });
    completed += 1;
  }
  return { completed, failed };
}
