import { fromDecimalString, networkConfirms } from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import type { WithdrawalsTable } from '../../lib/db/schema';
import { transactionWithEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { refundWithdrawal } from './cancel-withdrawal';
import { type ChainAdapter, SendLater } from './chain/chain-adapter';

export type ClaimedWithdrawal = Selectable<WithdrawalsTable> & { send_key: string; lease: string };
export type SettleDeps = { db: Db; bus: Bus; chain: ChainAdapter };
/**
 * `in-flight`: broadcast, and waiting to be mined or for its confirmations;
 * `settled-elsewhere`: another claim settled it first, or holds the lease now;
 * `waiting`: not sent, and back in the queue until the chain can send it (SendLater).
 */
export type Settlement = 'completed' | 'failed' | 'in-flight' | 'settled-elsewhere' | 'waiting';

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
  if (txHash === null && failure instanceof SendLater) return putBack(deps.db, withdrawal);
  if (txHash === null) return failWithdrawal(deps, withdrawal, failure);
  return followWithdrawal(deps, withdrawal, txHash);
}

/**
 * Returns a withdrawal the chain could not send yet to the queue, as it was before the
 * claim: the next run tries again, and its player may still cancel it meanwhile.
 */
async function putBack(db: Db, withdrawal: ClaimedWithdrawal): Promise<Settlement> {
  const updated = await db
    .updateTable('withdrawals')
    .set({ status: 'pending', updated_at: sql`now()` })
    .where('id', '=', withdrawal.id)
    .where('status', '=', 'processing')
    .where('lease', '=', withdrawal.lease)
    .returning('id')
    .executeTakeFirst();
  return updated ? 'waiting' : 'settled-elsewhere';
}

/**
 * Moves a sent withdrawal on by what the chain says of its key: completed once mined
 * with the network's confirmations, `sent` while they count, refunded once if the
 * transaction failed (reverted, or dropped and never to be mined). On the simulated
 * chain a send is final at once. `txHash` is the hash the send gave, kept when the chain
 * cannot find the key yet (a node that has not seen its own broadcast).
 */
export async function followWithdrawal(
  deps: SettleDeps,
  withdrawal: ClaimedWithdrawal,
  txHash: string | null,
): Promise<Settlement> {
  const status = await deps.chain.sendStatus(deps.db, {
    network: withdrawal.network,
    key: withdrawal.send_key,
  });
  if (status?.state === 'failed') {
    return failWithdrawal(
      deps,
      withdrawal,
      new Error(status.failure ?? 'the transaction failed on the chain'),
    );
  }
  if (status?.state === 'mined' && status.confirmations >= confirmsOf(withdrawal)) {
    return completeWithdrawal(deps.db, withdrawal, status.txHash);
  }
  const updated = await deps.db
    .updateTable('withdrawals')
    .set({
      status: status?.state === 'mined' ? 'sent' : 'processing',
      tx_hash: status?.txHash ?? txHash,
      confirmations: status?.confirmations ?? 0,
      updated_at: sql`now()`,
    })
    .where('id', '=', withdrawal.id)
    .where('status', 'in', ['processing', 'sent'])
    .where('lease', '=', withdrawal.lease)
    .returning('id')
    .executeTakeFirst();
  return updated ? 'in-flight' : 'settled-elsewhere';
}

function confirmsOf(withdrawal: { currency: string; network: string }): number {
  // A network the catalogue no longer lists still needs one confirmation at least.
  return Math.max(1, networkConfirms(withdrawal.currency, withdrawal.network) ?? 1);
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
      .where('status', 'in', ['processing', 'sent'])
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
      .where('status', 'in', ['processing', 'sent'])
      .where('lease', '=', withdrawal.lease)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return 'settled-elsewhere';
    await refundWithdrawal(trx, events, claimed);
    return 'failed';
  });
}
