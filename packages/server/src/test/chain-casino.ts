import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { runChainCycle } from '../modules/wallet/chain-cycle';
import { processWithdrawals } from '../modules/wallet/process-withdrawals';
import { KeyRing } from '../signer/keys';
import { startTestServer, type TestServer } from './harness';
import { tempDir } from './node-process';

/**
 * A test casino with real networks (CHAIN_<NETWORK> in `env`), its signer's test key in
 * a data folder of its own, and the wallet's scheduled work run on demand: a chain pass
 * over one network, and the withdrawal processor.
 */
export interface ChainCasino {
  server: TestServer;
  cycle(network: string): ReturnType<typeof runChainCycle>;
  processWithdrawals(): ReturnType<typeof processWithdrawals>;
  withdrawal(
    id: string,
  ): Promise<{ status: string; tx_hash: string | null; send_key: string | null; confirmations: number }>;
  /** The deposits to an address, oldest first (EVM addresses match whatever their case). */
  deposits(address: string): Promise<
    {
      status: string;
      confirmations: number;
      currency: string;
      amount: string;
      tx_hash: string;
      reorged_at: Date | null;
    }[]
  >;
  /** The in-process signer's keys, as the test key file holds them. */
  keyRing(): KeyRing;
  close(): Promise<void>;
}

export async function startChainCasino(env: Record<string, string>): Promise<ChainCasino> {
  const dataDir = tempDir('ante-chain-casino-');
  const server = await startTestServer({ env: { ...env, DATA_DIR: dataDir } });
  const db = () => server.context.database.db;
  return {
    server,
    cycle: (network) =>
      runChainCycle(
        {
          db: db(),
          bus: server.context.bus,
          chain: server.context.wallet.chain,
          config: server.context.config,
          rates: server.context.wallet.rates,
          log: server.app.log,
        },
        network,
      ),
    processWithdrawals: () =>
      processWithdrawals(
        { db: db(), bus: server.context.bus, chain: server.context.wallet.chain },
        { delayMs: 0 },
      ),
    withdrawal: (id) =>
      db().selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    deposits: (address) =>
      db()
        .selectFrom('deposits')
        .select(['status', 'confirmations', 'currency', 'amount', 'tx_hash', 'reorged_at'])
        .where(sql`lower(address)`, '=', address.toLowerCase())
        .orderBy('created_at')
        .execute(),
    keyRing: () => new KeyRing(fs.readFileSync(path.join(dataDir, 'signer-test-key'), 'utf8')),
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
