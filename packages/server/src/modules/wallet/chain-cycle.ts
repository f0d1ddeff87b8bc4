import { type Atoms, isCryptoCode, multiplyByRate, parseAmount, toDecimalString } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { transactionWithEvents } from '../../lib/events';
import { startDepositRollovers } from '../rewards/start-deposit-rollovers';
import type { ChainAdapter, ChainHealth, HotWallet } from './chain/chain-adapter';
import { claimWithdrawals } from './claim-withdrawals';
import type { RatesService } from './rates/rates-service';
import { followWithdrawal } from './settle-withdrawal';
import { noticeTransfers, syncPendingDeposits } from './sync-deposits';

export interface ChainCycleDeps {
  db: Db;
  bus: Bus;
  chain: ChainAdapter;
  config: Config;
  rates: RatesService;
  log: FastifyBaseLogger;
}

export interface ChainCycleResult {
  healthy: boolean;
  noticed: number;
  credited: number;
  dropped: number;
  reorged: number;
  withdrawals: { completed: number; failed: number; inFlight: number };
  swept: number;
}

/**
 * One pass over a network served by a real node, in the order money moves: is the node
 * there; which new transfers pay our addresses; which pending deposits are confirmed now
 * (and whether a reorg took back any credited one); where the withdrawals in flight
 * stand; deposits swept into the hot wallet; the hot wallet's balances for the back
 * office. A node that does not answer pauses the network (chain_status): no crediting
 * and no sending until a later pass finds it back, which needs no one to act.
 */
export async function runChainCycle(deps: ChainCycleDeps, network: string): Promise<ChainCycleResult> {
  const { db, chain } = deps;
  const result: ChainCycleResult = {
    healthy: false,
    noticed: 0,
    credited: 0,
    dropped: 0,
    reorged: 0,
    withdrawals: { completed: 0, failed: 0, inFlight: 0 },
    swept: 0,
  };
  const health = await chain
    .health(db, network)
    .catch((error): ChainHealth => ({ ok: false, error: String((error as Error)?.message ?? error) }));
  await recordHealth(db, network, chain.kind(network), health);
  if (!health.ok) {
    deps.log.warn(
      { network, error: health.error },
      'chain node unreachable: deposits and withdrawals paused',
    );
    return result;
  }
  result.healthy = true;

  const incoming = chain.poll
    ? await chain.poll(db, network, (addresses) => ownedAddresses(db, network, addresses))
    : [];
  result.noticed = incoming.length;
  const synced = await transactionWithEvents(db, deps.bus, async (trx, events) => {
    await noticeTransfers(trx, network, incoming, events);
    const outcome = await syncPendingDeposits(trx, chain, network, events);
    // A credited deposit earns the bonus of an offer waiting for it, in the same commit.
    for (const userId of outcome.creditedPlayers) {
      await startDepositRollovers(trx, { config: deps.config, rates: deps.rates }, userId);
    }
    return outcome;
  });
  result.credited = synced.credited;
  result.dropped = synced.dropped;
  result.reorged = synced.reorged;
  if (synced.reorged > 0) {
    deps.log.error(
      { network, reorged: synced.reorged },
      'a reorg took back credited deposits: flagged for staff',
    );
  }

  const inFlight = await claimWithdrawals(db, {
    due: (eb) =>
      eb.and([
        eb('network', '=', network),
        eb('status', 'in', ['processing', 'sent']),
        eb('tx_hash', 'is not', null),
      ]),
    oldestBy: 'updated_at',
    startSending: false,
    batchSize: 50,
  });
  for (const withdrawal of inFlight) {
    try {
      const outcome = await followWithdrawal(deps, withdrawal, withdrawal.tx_hash);
      if (outcome === 'completed') result.withdrawals.completed += 1;
      else if (outcome === 'failed') result.withdrawals.failed += 1;
      else if (outcome === 'in-flight') result.withdrawals.inFlight += 1;
    } catch (error) {
      deps.log.error({ err: error, withdrawalId: withdrawal.id }, 'withdrawal left for the next pass');
    }
  }

  if (chain.sweep) result.swept = await chain.sweep(db, network);
  const hot = await chain.hotWallet(db, network);
  if (hot) await recordHotWallet(deps, network, hot);
  return result;
}

/** Which of `addresses` are deposit addresses on the network; EVM addresses match whatever their letters' case. */
export async function ownedAddresses(db: Db, network: string, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('network', '=', network)
    .where(sql`lower(address)`, 'in', [...new Set(addresses.map((address) => address.toLowerCase()))])
    .execute();
  const stored = new Set(rows.map((row) => row.address.toLowerCase()));
  return new Set(addresses.filter((address) => stored.has(address.toLowerCase())));
}

async function recordHealth(db: Db, network: string, kind: string, health: ChainHealth): Promise<void> {
  if (kind === 'simulated') return;
  await db
    .insertInto('chain_status')
    .values({
      network,
      kind: kind as 'evm' | 'bitcoind',
      healthy: health.ok,
      height: health.height ?? null,
      error: health.ok ? null : (health.error ?? 'unreachable').slice(0, 500),
      down_since: health.ok ? null : sql`now()`,
    })
    .onConflict((oc) =>
      oc.column('network').doUpdateSet({
        kind: kind as 'evm' | 'bitcoind',
        healthy: health.ok,
        height: health.ok ? (health.height ?? null) : sql`chain_status.height`,
        error: health.ok ? null : (health.error ?? 'unreachable').slice(0, 500),
        checked_at: sql`now()`,
        // The first failed check starts the outage; later ones keep its start.
        down_since: health.ok ? null : sql`COALESCE(chain_status.down_since, now())`,
      }),
    )
    .execute();
}

async function recordHotWallet(deps: ChainCycleDeps, network: string, hot: HotWallet): Promise<void> {
  let usd: Atoms | null = 0n;
  const balances: Record<string, string> = {};
  for (const [currency, atoms] of Object.entries(hot.balances)) {
    balances[currency] = toDecimalString(atoms);
    if (usd !== null && isCryptoCode(currency) && deps.rates.isUsable(currency)) {
      usd += multiplyByRate(atoms, deps.rates.usdPrice(currency));
    } else {
      usd = null;
    }
  }
  await deps.db
    .updateTable('chain_status')
    .set({
      hot_address: hot.address,
      hot_balances: JSON.stringify(balances),
      hot_value_usd: usd === null ? null : toDecimalString(usd),
      sweep_backlog: hot.sweepBacklog,
    })
    .where('network', '=', network)
    .execute();
  const floor = deps.config.chains.hotWalletFloorUsd;
  if (usd !== null && hotWalletLow(usd, floor)) {
    deps.log.warn(
      { network, hotValueUsd: toDecimalString(usd), floorUsd: floor },
      'hot wallet below its floor',
    );
  }
}

/** Whether a hot wallet worth `usd` (atoms of a dollar) is under the floor; a floor of 0 never is. */
export function hotWalletLow(usd: Atoms, floorUsd: string): boolean {
  const floor = parseAmount(floorUsd, { allowZero: true });
  return floor > 0n && usd < floor;
}
