import { type Atoms, CRYPTO_CURRENCIES, fromDecimalString, isCryptoCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { ChainAdapter, ChainKind } from '../wallet/chain/chain-adapter';

/** One network's part of a currency's reserves: the hot wallet's address there, and what it held. */
export interface ReserveHolding {
  network: string;
  kind: ChainKind;
  /** Null on the simulated chain, whose reserves are a sum over the players' deposit addresses. */
  address: string | null;
  amount: Atoms;
}

export interface Reserves {
  amount: Atoms | null;
  source: 'chain' | 'simulated' | 'unknown';
  /** By network; empty when a node could not answer, since the currency then has no figure at all. */
  holdings: ReserveHolding[];
}

/**
 * The casino's own coins in `currency`, over every network it travels on: on a real
 * network, the hot wallet's balance as its node reports it (chain-adapter.ts); on the
 * simulated chain, what reached the players' deposit addresses less what the hot wallet
 * sent out, read from the simulated chain's own tables. A currency with a real network
 * whose node cannot answer has no figure: better none than a wrong one.
 */
export async function readReserves(db: Db, chain: ChainAdapter, currency: string): Promise<Reserves> {
  const none: Reserves = { amount: null, source: 'unknown', holdings: [] };
  if (!isCryptoCode(currency)) return none;
  const holdings: ReserveHolding[] = [];
  for (const { id: network } of CRYPTO_CURRENCIES[currency].chain) {
    const kind = chain.kind(network);
    if (kind === 'simulated') {
      holdings.push({ network, kind, address: null, amount: await simulatedReserves(db, network, currency) });
      continue;
    }
    const wallet = await chain.hotWallet(db, network).catch(() => null);
    const balance = wallet?.balances[currency];
    if (!wallet || balance === undefined) return none;
    holdings.push({ network, kind, address: wallet.address, amount: balance });
  }
  return {
    amount: holdings.reduce((sum, holding) => sum + holding.amount, 0n),
    source: holdings.some((holding) => holding.kind !== 'simulated') ? 'chain' : 'simulated',
    holdings,
  };
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
