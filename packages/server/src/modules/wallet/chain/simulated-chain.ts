import { createHash } from 'node:crypto';
import { type Atoms, fromDecimalString, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { generateAddress, isValidAddress } from './addresses';
import type { ChainAdapter, IncomingTransfer } from './chain-adapter';

/**
 * A blockchain kept in two tables: transactions wait in a mempool until a block is
 * mined, and a transaction's confirmations are the blocks mined since its own,
 * inclusive. Lets the whole deposit and withdrawal flow run on a fresh machine.
 */
export function createSimulatedChain(): ChainAdapter {
  return {
    kind: () => 'simulated',
    isValidAddress,
    async depositAddress(network) {
      return generateAddress(network);
    },
    async health() {
      return { ok: true };
    },
    async hotWallet() {
      return null;
    },
    // A send on the simulated chain is final at once: nothing is ever reorganised away.
    async sendStatus(db, { network, key }) {
      const txHash = await this.findSent(db, { network, key });
      return txHash === null ? null : { txHash, state: 'mined', confirmations: Number.MAX_SAFE_INTEGER };
    },
    async transfers(db, network, txHashes) {
      if (txHashes.length === 0) return [];
      const rows = await db
        .selectFrom('sim_chain_transactions as t')
        .leftJoin('sim_chain_heights as h', 'h.network', 't.network')
        .select([
          't.tx_hash',
          't.to_address',
          't.currency',
          't.amount',
          sql<number>`CASE WHEN t.block_height IS NULL THEN 0
            ELSE (COALESCE(h.height, 0) - t.block_height + 1)::int END`.as('confirmations'),
        ])
        .where('t.network', '=', network)
        .where('t.tx_hash', 'in', txHashes)
        .orderBy('t.id')
        .execute();
      return rows.map(
        (row): IncomingTransfer => ({
          txHash: row.tx_hash,
          address: row.to_address,
          currency: row.currency,
          amount: fromDecimalString(row.amount),
          confirmations: Number(row.confirmations),
        }),
      );
    },
    async send(db, { key, ...input }) {
      const txHash = sendHash(key);
      // One send per key even when two callers race: they queue on the hash's lock.
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`sim-send:${txHash}`}))`.execute(trx);
        await broadcast(trx, { ...input, txHash, fromAddress: 'casino-hot-wallet' });
      });
      return txHash;
    },
    async findSent(db, { network, key }) {
      const txHash = sendHash(key);
      const row = await db
        .selectFrom('sim_chain_transactions')
        .select('tx_hash')
        .where('network', '=', network)
        .where('tx_hash', '=', txHash)
        .executeTakeFirst();
      return row?.tx_hash ?? null;
    },
  };
}

/** The simulated chain's hash for a send key: fixed before sending, like a signed transaction's. */
function sendHash(key: string): string {
  return createHash('sha256').update(`simulated-send:${key}`).digest('hex');
}

/** Puts a transaction in the mempool; a hash already known is a repeated notice and adds nothing. */
export async function broadcast(
  db: Db,
  input: {
    network: string;
    address: string;
    currency: string;
    amount: Atoms;
    txHash: string;
    fromAddress?: string;
  },
): Promise<{ txHash: string; repeated: boolean }> {
  const existing = await db
    .selectFrom('sim_chain_transactions')
    .select('id')
    .where('network', '=', input.network)
    .where('tx_hash', '=', input.txHash)
    .executeTakeFirst();
  if (existing) return { txHash: input.txHash, repeated: true };
  await db
    .insertInto('sim_chain_transactions')
    .values({
      network: input.network,
      tx_hash: input.txHash,
      from_address: input.fromAddress ?? null,
      to_address: input.address,
      currency: input.currency,
      amount: toDecimalString(input.amount),
    })
    .execute();
  return { txHash: input.txHash, repeated: false };
}

/**
 * Mines `blocks` blocks: the mempool goes into the first, every transaction gains
 * confirmations. Returns the new height and the transactions this call took out of
 * the mempool (the only ones a wallet has not been told about yet).
 */
export async function mine(
  db: Db,
  network: string,
  blocks: number,
): Promise<{ height: number; mined: IncomingTransfer[] }> {
  await db
    .insertInto('sim_chain_heights')
    .values({ network, height: 0 })
    .onConflict((oc) => oc.column('network').doNothing())
    .execute();
  const before = await db
    .updateTable('sim_chain_heights')
    .set({ height: sql`height + ${blocks}` })
    .where('network', '=', network)
    .returning(sql<string>`height - ${blocks}`.as('previous'))
    .executeTakeFirstOrThrow();
  const firstNewBlock = Number(before.previous) + 1;
  const mined = await db
    .updateTable('sim_chain_transactions')
    .set({ block_height: firstNewBlock })
    .where('network', '=', network)
    .where('block_height', 'is', null)
    .returning(['tx_hash', 'to_address', 'currency', 'amount'])
    .execute();
  return {
    height: Number(before.previous) + blocks,
    mined: mined.map((row) => ({
      txHash: row.tx_hash,
      address: row.to_address,
      currency: row.currency,
      amount: fromDecimalString(row.amount),
      confirmations: blocks,
    })),
  };
}
