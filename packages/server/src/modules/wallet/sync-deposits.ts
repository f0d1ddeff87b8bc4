import { CRYPTO_CURRENCIES, isCryptoCode, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import type { ChainAdapter, IncomingTransfer } from './chain/chain-adapter';
import { raiseWalletEvent } from './wallet-event';

/**
 * Brings deposits on one network up to date with the chain: a transfer seen for the
 * first time becomes a pending deposit (and a pending notice to the player); once it
 * has the network's confirmations it is credited, exactly once, whichever node or
 * retry gets there first (the ledger's idempotency key decides).
 */
export async function syncDeposits(
  trx: Db,
  chain: ChainAdapter,
  network: string,
  events: PendingEvents,
): Promise<{ seen: number; credited: number }> {
  const owners = await trx
    .selectFrom('deposit_addresses')
    .select(['user_id', 'address'])
    .where('network', '=', network)
    .execute();
  const ownerOf = new Map(owners.map((row) => [row.address, row.user_id]));
  const transfers = await chain.incoming(trx, network, [...ownerOf.keys()]);
  let credited = 0;
  for (const transfer of transfers) {
    const userId = ownerOf.get(transfer.address);
    if (!userId || !acceptsCurrency(network, transfer)) continue;
    if (await applyNotice(trx, { userId, network, transfer }, events)) credited += 1;
  }
  return { seen: transfers.length, credited };
}

function acceptsCurrency(network: string, transfer: IncomingTransfer): boolean {
  return (
    isCryptoCode(transfer.currency) &&
    CRYPTO_CURRENCIES[transfer.currency].chain.some((entry) => entry.id === network)
  );
}

/** Records one deposit notice; returns true when this call credited it. */
export async function applyNotice(
  trx: Db,
  notice: { userId: string; network: string; transfer: IncomingTransfer },
  events: PendingEvents,
): Promise<boolean> {
  const { userId, network, transfer } = notice;
  if (!isCryptoCode(transfer.currency)) return false;
  const confirms = CRYPTO_CURRENCIES[transfer.currency].chain.find((entry) => entry.id === network)?.confirms;
  if (confirms === undefined) return false;
  const amount = toDecimalString(transfer.amount);
  const inserted = await trx
    .insertInto('deposits')
    .values({
      user_id: userId,
      network,
      currency: transfer.currency,
      tx_hash: transfer.txHash,
      address: transfer.address,
      amount,
      confirmations: transfer.confirmations,
    })
    .onConflict((oc) => oc.columns(['network', 'tx_hash', 'currency']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) events.toUser(userId, 'deposits', { amount, currency: transfer.currency, pending: true });
  else {
    await trx
      .updateTable('deposits')
      .set({ confirmations: sql`GREATEST(confirmations, ${transfer.confirmations})` })
      .where('network', '=', network)
      .where('tx_hash', '=', transfer.txHash)
      .where('currency', '=', transfer.currency)
      .execute();
  }
  if (transfer.confirmations < confirms) return false;

  const claimed = await trx
    .updateTable('deposits')
    .set({ status: 'credited', credited_at: sql`now()` })
    .where('network', '=', network)
    .where('tx_hash', '=', transfer.txHash)
    .where('currency', '=', transfer.currency)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  const applied = await postTransfer(trx, {
    code: 'deposit',
    from: { system: 'external' },
    to: { userId, kind: 'main' },
    currency: transfer.currency,
    amount: transfer.amount,
    idempotencyKey: `deposit:${network}:${transfer.txHash}:${transfer.currency}`,
    reference: `deposit:${claimed.id}`,
  });
  if (!applied) return false;
  events.toUser(userId, 'deposits', { amount, currency: transfer.currency, pending: false });
  await raiseWalletEvent(trx, events, userId, transfer.currency);
  return true;
}
