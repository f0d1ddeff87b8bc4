import { type Atoms, CRYPTO_CURRENCIES, fromDecimalString, isCryptoCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { ChainAdapter } from '../wallet/chain/chain-adapter';

export interface Reserves {
  amount: Atoms | null;
  source: 'chain' | 'simulated' | 'unknown';
}

/**
 * The casino's own coins in `currency`, over every network it travels on: on a real
 * network, the hot wallet's balance as its node reports it (chain-adapter.ts); on the
 * simulated chain, what reached the players' deposit addresses less what the hot wallet
 * sent out, read from the simulated chain's own tables. A currency with a real network
 * whose node cannot answer has no figure: better none than a wrong one.
 */
export async function readReserves(db: Db, chain: ChainAdapter, currency: string): Promise<Reserves> {
  if (!isCryptoCode(currency)) return { amount: null, source: 'unknown' };
  let total = 0n;
  let real = false;
  for (const { id: network } of CRYPTO_CURRENCIES[currency].chain) {
    if (chain.kind(network) === 'simulated') {
      total += await simulatedReserves(db, network, currency);
      continue;
    }
    real = true;
    const wallet = await chain.hotWallet(db, network).catch(() => null);
    const balance = wallet?.balances[currency];
    if (balance === undefined) return { amount: null, source: 'unknown' };
    total += balance;
  }
  return { amount: total, source: real ? 'chain' : 'simulated' };
}

async function simulatedReserves(db: Db, network: string, currency: string): Promise<Atoms> {
  const result = await sql<{ received: string | null; sent: string | null }>`
    SELECT
      (SELECT sum(t.amount) FROM sim_chain_transactions t
        WHERE t.network = ${network} AND t.currency = ${currency} AND t.block_height IS NOT NULL
          AND t.to_address IN (SELECT address FROM deposit_addresses WHERE network = ${network}))::text AS received,
      (SELECT sum(t.amount) FROM sim_chain_transactions t
        WHERE t.network = ${network} AND t.currency = ${currency}
          AND t.from_address = 'casino-hot-wallet')::text AS sent
  `.execute(db);
  const row = result.rows[0];
  return fromDecimalString(row?.received ?? '0') - fromDecimalString(row?.sent ?? '0');
}
