import fs from 'node:fs';
import { loadConfig } from '../lib/config';
import { openDatabase } from '../lib/db/database';
import { startSignerServer } from './channel';
import { KeyRing } from './keys';
import { createSignerService } from './service';

/**
 * `npm run signer`: the process that holds the chains' keys and signs what the casino's
 * database approves (docs/chains.md#the-signer). Run it on the casino's host or beside
 * it, never on a web-facing node's disk.
 *
 * - `npm run signer` serves on SIGNER_HOST:SIGNER_PORT (127.0.0.1:3100);
 * - `npm run signer -- xpubs` prints the CHAIN_XPUB_* settings the casino needs;
 * - `npm run signer -- new-key` prints a new 24-word key to keep in SIGNER_MNEMONIC_FILE.
 *
 * It reads the key from SIGNER_MNEMONIC_FILE (or SIGNER_MNEMONIC), the shared secret
 * from SIGNER_SECRET, the casino's PostgreSQL from DATABASE_URL (a read-only role is
 * enough: it only reads withdrawals and deposit addresses), and the same CHAIN_*
 * settings as the casino, so both agree on networks and token contracts.
 */
async function main(command: string | undefined): Promise<void> {
  if (command === 'new-key') {
    console.log(KeyRing.generateMnemonic());
    return;
  }
  const keys = new KeyRing(readMnemonic());
  const config = loadConfig();
  if (command === 'xpubs') {
    const chain = config.chains.bitcoindChain;
    console.log(`CHAIN_XPUB_EVM=${keys.xpub('evm', chain)}`);
    for (const network of ['BTC', 'LTC', 'DOGE'] as const) {
      console.log(`CHAIN_XPUB_${network}=${keys.xpub(network, chain)}`);
    }
    return;
  }
  if (command !== undefined) throw new Error(`unknown command ${command} (xpubs, new-key, or none to serve)`);
  const secret = process.env.SIGNER_SECRET ?? '';
  if (secret.length < 32)
    throw new Error('SIGNER_SECRET must be at least 32 characters, the same as the casino has');
  if (!config.databaseUrl) {
    throw new Error("DATABASE_URL must name the casino's PostgreSQL: the signer checks every transfer there");
  }
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 });
  const service = createSignerService({ db: database.db, keys, chains: config.chains });
  const host = process.env.SIGNER_HOST || '127.0.0.1';
  const port = Number(process.env.SIGNER_PORT || 3100);
  const server = await startSignerServer(service, {
    secret,
    host,
    port,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  const address = server.address();
  const shownPort = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Signer listening on http://${host}:${shownPort} for ${Object.keys(config.chains.real).join(', ') || 'no real network'}`,
  );
  const stop = () => {
    server.close();
    void database.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function readMnemonic(): string {
  const file = process.env.SIGNER_MNEMONIC_FILE;
  if (file) return fs.readFileSync(file, 'utf8');
  const inline = process.env.SIGNER_MNEMONIC;
  if (inline) return inline;
  throw new Error(
    'SIGNER_MNEMONIC_FILE (or SIGNER_MNEMONIC) must hold the signer key: npm run signer -- new-key makes one',
  );
}

main(process.argv[2]).catch((error) => {
  console.error(`Signer: ${(error as Error).message}`);
  process.exit(1);
});
