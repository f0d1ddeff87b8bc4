import { fromDecimalString, type ProviderRequest, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { accountBalance } from '../ledger/accounts';
import { postTransfer } from '../ledger/post-transfer';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { ProviderError } from './provider-error';
import { providerSession } from './provider-session';
import { claimTransaction, completeTransaction, findTransaction, requestHash } from './provider-transactions';

/**
 * `rollback`: gives back the stake of the bet `originalTransactionId`, once however
 * many rollbacks name it, as a `bet_refund` keyed by that bet. A bet never seen leaves
 * a tombstone under its id, so if it arrives late it is refused rather than taken. A
 * bet is rolled back only while its round is open and has paid no win; its round then
 * takes no more bets or wins, and is cancelled, counting nowhere, once none of its
 * bets stands. Taken after the session expired, as a win is.
 */
export async function rollbackProviderBet(
  trx: Db,
  events: PendingEvents,
  providerId: string,
  request: ProviderRequest<'rollback'>,
): Promise<{ balance: string }> {
  const session = await providerSession(trx, providerId, request.sessionId, { live: false });
  const claim = await claimTransaction(trx, {
    providerId,
    transactionId: request.transactionId,
    kind: 'rollback',
    sessionId: session.id,
    hash: requestHash('rollback', request),
  });
  if ('replay' in claim) return { balance: claim.replay };

  let original = await findTransaction(trx, providerId, request.originalTransactionId, true);
  let moved = false;
  let roundId: string | null = null;
  if (!original) {
    // The bet may be arriving at this very moment: the tombstone then meets it at the
    // primary key, waits for it to commit, and the rollback refunds it instead.
    const tombstone = await trx
      .insertInto('provider_transactions')
      .values({
        provider_id: providerId,
        transaction_id: request.originalTransactionId,
        kind: 'tombstone',
        session_id: session.id,
        request_hash: '',
      })
      .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
      .returning('transaction_id')
      .executeTakeFirst();
    if (!tombstone) original = await findTransaction(trx, providerId, request.originalTransactionId, true);
  }
  if (!original) {
    // The tombstone is written: the bet, if it ever comes, is refused.
  } else if (original.kind === 'tombstone') {
    // Another rollback already refused this bet in advance; nothing more to do.
  } else if (original.kind !== 'bet') {
    throw new ProviderError(
      'TRANSACTION_NOT_FOUND',
      `Transaction ${request.originalTransactionId} is not a bet; only bets are rolled back.`,
    );
  } else if (!original.rolled_back) {
    roundId = original.round_id;
    moved = await refundBet(trx, providerId, session.userId, original);
  }
  const balance = moved
    ? await raiseWalletEvent(trx, events, session.userId, session.currency)
    : await accountBalance(trx, session.userId, 'main', session.currency);
  await completeTransaction(trx, {
    providerId,
    transactionId: request.transactionId,
    roundId,
    amount: '0',
    amountUsd: '0',
    balance,
  });
  return { balance };
}

async function refundBet(
  trx: Db,
  providerId: string,
  userId: string,
  bet: { transaction_id: string; round_id: string | null; amount: string; amount_usd: string },
): Promise<boolean> {
  if (!bet.round_id) throw new Error(`bet ${bet.transaction_id} has no round`);
  const round = await trx
    .selectFrom('rounds')
    .selectAll()
    .where('id', '=', bet.round_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (round.user_id !== userId) {
    throw new ProviderError('INVALID_REQUEST', `Transaction ${bet.transaction_id} is another player's bet.`);
  }
  if (round.status !== 'active' || fromDecimalString(round.payout ?? '0') > 0n) {
    throw new ProviderError('ROUND_CLOSED', `The round of ${bet.transaction_id} has settled or paid a win.`);
  }
  const amount = fromDecimalString(bet.amount);
  await postTransfer(trx, {
    code: 'bet_refund',
    from: { provider: providerId },
    to: { userId, kind: 'main' },
    currency: round.currency,
    amount,
    idempotencyKey: `provider-refund:${providerId}:${bet.transaction_id}`,
    reference: `round:${round.id}`,
  });
  await trx
    .updateTable('provider_transactions')
    .set({ rolled_back: true })
    .where('provider_id', '=', providerId)
    .where('transaction_id', '=', bet.transaction_id)
    .execute();
  const standing = fromDecimalString(round.amount) - amount;
  await trx
    .updateTable('rounds')
    .set({
      amount: toDecimalString(standing),
      wager_usd:
        standing === 0n
          ? '0'
          : toDecimalString(fromDecimalString(round.wager_usd) - fromDecimalString(bet.amount_usd)),
      ...(standing === 0n ? { status: 'cancelled' as const } : {}),
    })
    .where('id', '=', round.id)
    .execute();
  return true;
}
