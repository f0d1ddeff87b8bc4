import {
  canonicalDecimal,
  type DepositEvent,
  fromDecimalString,
  MAX_AMOUNT_ATOMS,
  networkConfirms,
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
    .where(sql`lower(address)`, 'in', [
      ...new Set(transfers.map((transfer) => transfer.address.toLowerCase())),
    ])
    .execute();
  const ownerOf = new Map(
    owners.map((row) => [addressKey(row.address), { userId: row.user_id, address: row.address }]),
  );
  for (const transfer of transfers) {
    const owner = ownerOf.get(addressKey(transfer.address));
    if (owner) {
      await recordDeposit(
        trx,
        { userId: owner.userId, network, transfer: { ...transfer, address: owner.address } },
        events,
      );
    }
  }
}

/** A deposit's identity on the chain: its transaction, currency and output. */
function transferKey(row: { txHash: string; currency: string; outputIndex?: number }): string {
  return `${row.txHash}:${row.currency}:${row.outputIndex ?? 0}`;
}

/**
 * A credited deposit is asked about again until it is this many blocks deeper than its
 * network's confirmations: a reorg deeper than the confirmations, which would take back
 * money already credited, is flagged for staff rather than noticed never.
 */
const REORG_WATCH_BLOCKS = 100;

/**
 * How addresses are compared: an EVM address (0x...) carries its checksum in the case of
 * its letters, so two spellings are one address; every other format is case-sensitive.
 */
function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}

/** Brings the network's pending deposits up to date with the chain and credits the confirmed ones. */
export async function syncPendingDeposits(
  trx: Db,
  chain: ChainAdapter,
  network: string,
  events: PendingEvents,
): Promise<{
  examined: number;
  credited: number;
  creditedPlayers: string[];
  dropped: number;
  reorged: number;
}> {
  const pending = await trx
    .selectFrom('deposits')
    .select(['user_id', 'tx_hash', 'currency', 'output_index'])
    .where('network', '=', network)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(SYNC_BATCH)
    .execute();
  const real = chain.kind(network) !== 'simulated';
  const watched = real ? await recentlyCredited(trx, network) : [];
  const none = { examined: 0, credited: 0, creditedPlayers: [], dropped: 0, reorged: 0 };
  if (pending.length === 0 && watched.length === 0) return none;
  const hashes = [...new Set([...pending, ...watched].map((row) => row.tx_hash))];
  const transfers = await chain.transfers(trx, network, hashes);
  const seen = new Map(transfers.map((transfer) => [transferKey(transfer), transfer]));
  let credited = 0;
  let dropped = 0;
  const creditedPlayers = new Set<string>();
  for (const row of pending) {
    const transfer = seen.get(
      transferKey({ txHash: row.tx_hash, currency: row.currency, outputIndex: row.output_index }),
    );
    if (!transfer) {
      // The chain no longer has it (a reorg took its block and no block or mempool holds
      // it now): nothing was credited, so it only stops waiting. It comes back as
      // pending if a later block includes it.
      if (real) {
        await trx
          .updateTable('deposits')
          .set({ status: 'dropped', confirmations: 0 })
          .where('network', '=', network)
          .where('tx_hash', '=', row.tx_hash)
          .where('currency', '=', row.currency)
          .where('output_index', '=', row.output_index)
          .where('status', '=', 'pending')
          .execute();
        dropped += 1;
      }
      continue;
    }
    if (await confirmDeposit(trx, { userId: row.user_id, network, transfer }, events)) {
      credited += 1;
      creditedPlayers.add(row.user_id);
    }
  }
  const reorged = await watchCredited(trx, network, watched, seen);
  return { examined: transfers.length, credited, creditedPlayers: [...creditedPlayers], dropped, reorged };
}

type WatchedDeposit = {
  id: string;
  user_id: string;
  tx_hash: string;
  currency: string;
  output_index: number;
  amount: string;
  block_hash: string | null;
  confirmations: number;
};

/** Credited deposits still shallow enough for a reorg to matter, oldest credit first. */
async function recentlyCredited(trx: Db, network: string): Promise<WatchedDeposit[]> {
  const rows = await trx
    .selectFrom('deposits')
    .select(['id', 'user_id', 'tx_hash', 'currency', 'output_index', 'amount', 'block_hash', 'confirmations'])
    .where('network', '=', network)
    .where('status', '=', 'credited')
    .where('reorged_at', 'is', null)
    .orderBy('credited_at')
    .limit(SYNC_BATCH)
    .execute();
  return rows.filter((row) => {
    const confirms = confirmsOf(network, { currency: row.currency }) ?? 0;
    return row.confirmations < confirms + REORG_WATCH_BLOCKS;
  });
}

/**
 * Updates the depth of credited deposits, and flags for staff any that the chain no
 * longer has or now holds with fewer confirmations than were credited on, or for a
 * different amount: the credit stays (taking money back is a decision for a person),
 * the deposit is marked `reorged_at`, and a risk flag names the player and the
 * transaction. It is never credited a second time: the ledger's idempotency key holds
 * even if the transaction comes back in another block.
 */
async function watchCredited(
  trx: Db,
  network: string,
  watched: WatchedDeposit[],
  seen: Map<string, IncomingTransfer>,
): Promise<number> {
  let reorged = 0;
  for (const row of watched) {
    const transfer = seen.get(
      transferKey({ txHash: row.tx_hash, currency: row.currency, outputIndex: row.output_index }),
    );
    const confirms = confirmsOf(network, { currency: row.currency }) ?? 0;
    const intact =
      transfer !== undefined &&
      transfer.confirmations >= confirms &&
      transfer.amount === fromDecimalString(row.amount);
    if (intact) {
      if (transfer.confirmations !== row.confirmations || (transfer.blockHash ?? null) !== row.block_hash) {
        await trx
          .updateTable('deposits')
          .set({ confirmations: transfer.confirmations, block_hash: transfer.blockHash ?? row.block_hash })
          .where('id', '=', row.id)
          .execute();
      }
      continue;
    }
    await trx.updateTable('deposits').set({ reorged_at: sql`now()` }).where('id', '=', row.id).execute();
    await trx
      .insertInto('risk_flags')
      .values({
        user_id: row.user_id,
        kind: 'deposit_reorged',
        key: row.id,
        evidence: JSON.stringify({
          network,
          txHash: row.tx_hash,
          currency: row.currency,
          amount: canonicalDecimal(row.amount),
          creditedOnBlock: row.block_hash,
          nowConfirmations: transfer?.confirmations ?? null,
        }),
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'key']).doNothing())
      .execute();
    reorged += 1;
  }
  return reorged;
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
      output_index: transfer.outputIndex ?? 0,
      address: transfer.address,
      amount,
      confirmations: transfer.confirmations,
      block_hash: transfer.blockHash ?? null,
      status: refused ? 'refused' : 'pending',
    })
    // A transfer a reorg dropped that a block holds again waits for its confirmations anew.
    .onConflict((oc) =>
      oc
        .columns(['network', 'tx_hash', 'currency', 'output_index'])
        .doUpdateSet({ status: 'pending', confirmations: transfer.confirmations })
        .where('deposits.status', '=', 'dropped'),
    )
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
    .where('currency', '=', transfer.currency)
    .where('output_index', '=', transfer.outputIndex ?? 0);
  const confirms = confirmsOf(network, transfer);
  const blockHash = transfer.blockHash ?? null;
  if (confirms === undefined || transfer.confirmations < confirms) {
    // Confirmations are the chain's current count, not the highest seen: a reorg can
    // take them back down, and a deposit is credited only on the chain as it is now.
    await deposit.set({ confirmations: transfer.confirmations, block_hash: blockHash }).execute();
    return false;
  }
  const claimed = await deposit
    .set({
      status: 'credited',
      credited_at: sql`now()`,
      confirmations: transfer.confirmations,
      block_hash: blockHash,
    })
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
      // The first output keeps the key deposits had before outputs were told apart.
      idempotencyKey: `deposit:${network}:${transfer.txHash}:${transfer.currency}${transfer.outputIndex ? `:${transfer.outputIndex}` : ''}`,
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

function confirmsOf(network: string, transfer: { currency: string }): number | undefined {
  return networkConfirms(transfer.currency, network);
}

function acceptsCurrency(network: string, transfer: IncomingTransfer): boolean {
  return confirmsOf(network, transfer) !== undefined;
}
