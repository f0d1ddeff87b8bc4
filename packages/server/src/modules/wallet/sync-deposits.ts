import {
  CRYPTO_CURRENCIES,
  type DepositEvent,
  isCryptoCode,
  MAX_AMOUNT_ATOMS,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { LedgerRangeExceeded } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import type { ChainAdapter, IncomingTransfer } from './chain/chain-adapter';
import { raiseWalletEvent } from './wallet-event';

/**
 * Deposits follow the chain in two steps, each proportional to what changed rather
 * than to every deposit ever made:
 * - a transfer the wallet is told about (a faucet payment as it is sent, the
 *   transactions of a newly mined block) is recorded once as a deposit, pending;
 * - a sync reads only the deposits still pending on the network (a partial index),
 *   asks the chain for those transactions' confirmations, and credits each that has
 *   enough, exactly once, whichever node or retry gets there first (the ledger's
 *   idempotency key decides). A credited deposit is never read again.
 */

/** At most this many waiting deposits are looked at per sync; the next sync takes the rest. */
const SYNC_BATCH = 500;

type Notice = { userId: string; network: string; transfer: IncomingTransfer };

/** Records the transfers among `transfers` that pay one of our deposit addresses (one indexed look-up). */
export async function noticeTransfers(
  trx: Db,
  network: string,
  transfers: IncomingTransfer[],
  events: PendingEvents,
): Promise<void> {
  if (transfers.length === 0) return;
  const owners = await trx
    .selectFrom('deposit_addresses')
    .select(['user_id', 'address'])
    .where('network', '=', network)
    .where('address', 'in', [...new Set(transfers.map((transfer) => transfer.address))])
    .execute();
  const ownerOf = new Map(owners.map((row) => [row.address, row.user_id]));
  for (const transfer of transfers) {
    const userId = ownerOf.get(transfer.address);
    if (userId) await recordDeposit(trx, { userId, network, transfer }, events);
  }
}

/** Brings the network's pending deposits up to date with the chain and credits the confirmed ones. */
export async function syncPendingDeposits(
  trx: Db,
  chain: ChainAdapter,
  network: string,
  events: PendingEvents,
): Promise<{ examined: number; credited: number; creditedPlayers: string[] }> {
  const pending = await trx
    .selectFrom('deposits')
    .select(['user_id', 'tx_hash', 'currency'])
    .where('network', '=', network)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(SYNC_BATCH)
    .execute();
  if (pending.length === 0) return { examined: 0, credited: 0, creditedPlayers: [] };
  const ownerOf = new Map(pending.map((row) => [`${row.tx_hash}:${row.currency}`, row.user_id]));
  const transfers = await chain.transfers(trx, network, [...new Set(pending.map((row) => row.tx_hash))]);
  let credited = 0;
  const creditedPlayers = new Set<string>();
  for (const transfer of transfers) {
    const userId = ownerOf.get(`${transfer.txHash}:${transfer.currency}`);
    if (userId && (await confirmDeposit(trx, { userId, network, transfer }, events))) {
      credited += 1;
      creditedPlayers.add(userId);
    }
  }
  return { examined: transfers.length, credited, creditedPlayers: [...creditedPlayers] };
}

/**
 * Records a transfer to a player's address as a deposit, once (a repeated notice
 * changes nothing), and announces it as pending. A transfer larger than any one
 * credit may be (MAX_AMOUNT_ATOMS, as for every amount) is recorded as refused and
 * never credited, so the `external` account cannot be driven past its column by a
 * few huge deposits; see the README's Deposits note for the arithmetic.
 */
export async function recordDeposit(trx: Db, notice: Notice, events: PendingEvents): Promise<void> {
  const { userId, network, transfer } = notice;
  if (!acceptsCurrency(network, transfer)) return;
  // Beyond NUMERIC(38,18) nothing can be stored at all; the simulated chain cannot carry such an amount.
  if (transfer.amount >= 10n ** 38n) return;
  const refused = transfer.amount > MAX_AMOUNT_ATOMS;
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
      status: refused ? 'refused' : 'pending',
    })
    .onConflict((oc) => oc.columns(['network', 'tx_hash', 'currency']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted && !refused)
    events.toUser(userId, 'deposits', {
      id: inserted.id,
      amount,
      currency: transfer.currency,
      pending: true,
    } satisfies DepositEvent);
}

/** Updates a pending deposit's confirmations; credits it once it has the network's. Returns true when this call credited it. */
async function confirmDeposit(trx: Db, notice: Notice, events: PendingEvents): Promise<boolean> {
  const { userId, network, transfer } = notice;
  const deposit = trx
    .updateTable('deposits')
    .where('network', '=', network)
    .where('tx_hash', '=', transfer.txHash)
    .where('currency', '=', transfer.currency);
  const confirms = confirmsOf(network, transfer);
  if (confirms === undefined || transfer.confirmations < confirms) {
    await deposit.set({ confirmations: sql`GREATEST(confirmations, ${transfer.confirmations})` }).execute();
    return false;
  }
  const claimed = await deposit
    .set({ status: 'credited', credited_at: sql`now()`, confirmations: transfer.confirmations })
    .where('status', '=', 'pending')
    .returning(['id', 'amount'])
    .executeTakeFirst();
  if (!claimed) return false;
  // The credit may be refused by the ledger (the account would pass its column): the
  // deposit is then marked refused and the sync goes on, instead of failing the
  // whole block for every other player on the network.
  await sql`SAVEPOINT deposit_credit`.execute(trx);
  let applied: boolean;
  try {
    applied = await postTransfer(trx, {
      code: 'deposit',
      from: { system: 'external' },
      to: { userId, kind: 'main' },
      currency: transfer.currency,
      amount: transfer.amount,
      idempotencyKey: `deposit:${network}:${transfer.txHash}:${transfer.currency}`,
      reference: `deposit:${claimed.id}`,
    });
  } catch (error) {
    if (!(error instanceof LedgerRangeExceeded)) throw error;
    await sql`ROLLBACK TO SAVEPOINT deposit_credit`.execute(trx);
    await deposit.set({ status: 'refused', credited_at: null }).where('id', '=', claimed.id).execute();
    return false;
  }
  await sql`RELEASE SAVEPOINT deposit_credit`.execute(trx);
  if (!applied) return false;
  const amount = toDecimalString(transfer.amount);
  events.toUser(userId, 'deposits', {
    id: claimed.id,
    amount,
    currency: transfer.currency,
    pending: false,
  } satisfies DepositEvent);
  await raiseWalletEvent(trx, events, userId, transfer.currency);
  return true;
}

function confirmsOf(network: string, transfer: IncomingTransfer): number | undefined {
  if (!isCryptoCode(transfer.currency)) return undefined;
  return CRYPTO_CURRENCIES[transfer.currency].chain.find((entry) => entry.id === network)?.confirms;
}

function acceptsCurrency(network: string, transfer: IncomingTransfer): boolean {
  return confirmsOf(network, transfer) !== undefined;
}
