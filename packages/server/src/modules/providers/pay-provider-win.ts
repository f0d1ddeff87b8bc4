import { fromDecimalString, isCryptoCode, type ProviderRequest, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { accountBalance } from '../ledger/accounts';
import { postTransfer } from '../ledger/post-transfer';
import { raiseWalletEvent } from '../wallet/wallet-event';
import type { ProviderBetDeps } from './place-provider-bet';
import { providerAmount, roundHasRollback } from './place-provider-bet';
import { ProviderError } from './provider-error';
import { closeProviderRound, lockProviderRound } from './provider-round';
import { providerSession } from './provider-session';
import { claimTransaction, completeTransaction, requestHash } from './provider-transactions';

/**
 * `win`: pays `amount` (zero for a losing round) from the provider's house account to
 * the player, keyed by the provider's transaction id, into a round that has a bet;
 * with `roundClosed` the round settles, once. Taken after the session expired, since a
 * spin may end after the player left. Refused for a round we never saw a bet in
 * (TRANSACTION_NOT_FOUND), one already closed, or one whose bet was rolled back
 * (ROUND_CLOSED).
 */
export async function payProviderWin(
  trx: Db,
  events: PendingEvents,
  deps: ProviderBetDeps,
  providerId: string,
  request: ProviderRequest<'win'>,
): Promise<{ balance: string }> {
  const session = await providerSession(trx, providerId, request.sessionId, { live: false });
  const claim = await claimTransaction(trx, {
    providerId,
    transactionId: request.transactionId,
    kind: 'win',
    sessionId: session.id,
    hash: requestHash('win', request),
  });
  if ('replay' in claim) return { balance: claim.replay };
  if (!isCryptoCode(session.currency)) throw new Error(`session currency ${session.currency}`);
  const amount = providerAmount(session.currency, request.amount, false);
  const round = await lockProviderRound(trx, providerId, request.roundId, session);
  if (!round)
    throw new ProviderError('TRANSACTION_NOT_FOUND', `No bet was made in round ${request.roundId}.`);
  if (round.status !== 'active')
    throw new ProviderError('ROUND_CLOSED', `Round ${request.roundId} is closed.`);
  if (await roundHasRollback(trx, round.id)) {
    throw new ProviderError(
      'ROUND_CLOSED',
      `A bet of round ${request.roundId} was rolled back; it pays nothing.`,
    );
  }
  if (amount > 0n) {
    await postTransfer(trx, {
      code: 'payout',
      from: { provider: providerId },
      to: { userId: session.userId, kind: 'main' },
      currency: session.currency,
      amount,
      idempotencyKey: `provider:${providerId}:${request.transactionId}`,
      reference: `round:${round.id}`,
    });
  }
  const payout = toDecimalString(fromDecimalString(round.payout ?? '0') + amount);
  await trx.updateTable('rounds').set({ payout }).where('id', '=', round.id).execute();
  let wonPot = false;
  if (request.roundClosed) {
    const player = await trx
      .selectFrom('users')
      .select(['id', 'username', 'private'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    wonPot = await closeProviderRound(
      trx,
      events,
      deps,
      { ...round, payout },
      {
        id: player.id,
        username: player.private ? null : player.username,
      },
    );
  }
  const balance =
    amount > 0n || wonPot
      ? await raiseWalletEvent(trx, events, session.userId, session.currency)
      : await accountBalance(trx, session.userId, 'main', session.currency);
  await completeTransaction(trx, {
    providerId,
    transactionId: request.transactionId,
    roundId: round.id,
    amount: toDecimalString(amount),
    amountUsd: '0',
    balance,
  });
  return { balance };
}
