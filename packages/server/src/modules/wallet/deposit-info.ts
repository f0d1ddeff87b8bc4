import { CRYPTO_CURRENCIES, type CryptoCode, canonicalDecimal, type DepositResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { ChainAdapter } from './chain/chain-adapter';
import { networkStates } from './network-states';

/**
 * The player's deposit address on each of the currency's networks, made on first
 * request and the same ever after (one address per player and network, shared by
 * the tokens on that network, as on real chains), with deposits still confirming.
 */
export async function getDepositInfo(
  db: Db,
  chain: ChainAdapter,
  userId: string,
  currency: CryptoCode,
): Promise<DepositResponse> {
  const networks = CRYPTO_CURRENCIES[currency].chain;
  const states = await networkStates(db, chain, [currency]);
  const addresses = [];
  for (const network of networks) {
    addresses.push({
      network: network.id,
      networkName: network.name,
      address: await depositAddress(db, chain, userId, network.id),
      confirms: network.confirms,
      kind: states[network.id]?.kind ?? 'simulated',
      paused: states[network.id]?.paused ?? null,
    });
  }
  const pending = await db
    .selectFrom('deposits')
    .select(['id', 'currency', 'network', 'amount', 'confirmations', 'tx_hash', 'created_at'])
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .execute();
  return {
    currency,
    addresses,
    pending: pending.map((row) => ({
      id: row.id,
      currency: row.currency,
      network: row.network,
      amount: canonicalDecimal(row.amount),
      confirmations: row.confirmations,
      confirms: networks.find((network) => network.id === row.network)?.confirms ?? 0,
      txHash: row.tx_hash,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

async function depositAddress(db: Db, chain: ChainAdapter, userId: string, network: string): Promise<string> {
  const existing = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .where('network', '=', network)
    .executeTakeFirst();
  if (existing) return existing.address;
  await db
    .transaction()
    .execute(async (trx) => {
      // A real chain's address is the extended public key's child at the next free index,
      // taken from a counter row so no two players (or nodes) ever share one. The counter
      // moves only when the address is stored, in the same commit.
      const kind = chain.kind(network);
      const real = kind !== 'simulated';
      // Every EVM network derives from the same keys, so they share one counter: an address
      // is never two players' on two networks, and coins sent on the wrong EVM network
      // still belong to the player who was given the address.
      const counterKey = kind === 'evm' ? 'evm' : network;
      let index: number | null = null;
      if (real) {
        await trx
          .insertInto('chain_address_counters')
          .values({ network: counterKey })
          .onConflict((oc) => oc.column('network').doNothing())
          .execute();
        const counter = await trx
          .updateTable('chain_address_counters')
          .set({ next_index: sql`next_index + 1` })
          .where('network', '=', counterKey)
          .returning(sql<number>`next_index - 1`.as('index'))
          .executeTakeFirstOrThrow();
        index = Number(counter.index);
      }
      const address = await chain.depositAddress(network, index ?? 0);
      const stored = await trx
        .insertInto('deposit_addresses')
        .values({ user_id: userId, network, address, derivation_index: index })
        .onConflict((oc) => oc.columns(['user_id', 'network']).doNothing())
        .returning('address')
        .executeTakeFirst();
      // Another request of the same player stored one first: undo this counter step.
      if (!stored && real) throw new AddressRace();
    })
    .catch((error) => {
      if (!(error instanceof AddressRace)) throw error;
    });
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .where('network', '=', network)
    .executeTakeFirstOrThrow();
  return row.address;
}

class AddressRace extends Error {}
