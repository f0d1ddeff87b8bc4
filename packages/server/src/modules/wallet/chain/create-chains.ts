import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { httpSignerClient, inProcessSignerClient } from '../../../signer/channel';
import { KeyRing } from '../../../signer/keys';
import type { SignerClient } from '../../../signer/protocol';
import { createSignerService } from '../../../signer/service';
import { createBitcoindAdapter } from './bitcoind/bitcoind-adapter';
import type { ChainAdapter } from './chain-adapter';
import { createChainRouter } from './chain-router';
import { createEvmAdapter } from './evm/evm-adapter';
import { createSimulatedChain } from './simulated-chain';

export interface Chains {
  chain: ChainAdapter;
  /** Null when every network is simulated: nothing to sign. */
  signer: SignerClient | null;
}

/**
 * The wallet's chain: the simulated one for every network without a node of its own,
 * and a real adapter for each CHAIN_<NETWORK>. Real networks need the signer: the
 * separate process at SIGNER_URL, or, for the embedded default, the same code
 * in-process with a test key kept in DATA_DIR/signer-test-key (made on first use and
 * announced in the log at every start).
 */
export async function createChains(config: Config, db: Db, log: FastifyBaseLogger): Promise<Chains> {
  const { chains } = config;
  const simulated = createSimulatedChain();
  const networks = Object.entries(chains.real);
  if (networks.length === 0) return { chain: simulated, signer: null };

  let signer: SignerClient;
  const xpubs = { ...chains.xpubs };
  if (chains.signer) {
    signer = httpSignerClient(chains.signer.url, chains.signer.secret);
  } else {
    const keyFile = path.resolve(config.dataDir, 'signer-test-key');
    const keys = new KeyRing(readOrCreateTestKey(keyFile));
    const service = createSignerService({ db, keys, chains });
    signer = inProcessSignerClient(service);
    const info = service.info();
    for (const family of ['evm', 'BTC', 'LTC', 'DOGE'] as const) xpubs[family] ||= info.xpubs[family] ?? '';
    log.warn(
      { keyFile },
      'real chains are signed in-process with a generated TEST key: run the separate signer (npm run signer, SIGNER_URL) before taking real money',
    );
  }
  const real: Record<string, ChainAdapter> = {};
  for (const [network, setting] of networks) {
    const base = {
      network,
      bitcoindChain: chains.bitcoindChain,
      signer,
      log,
      replaceAfterMs: chains.evmReplaceMs,
    };
    real[network] =
      setting.kind === 'evm'
        ? createEvmAdapter({ ...base, setting, xpub: xpubs.evm })
        : createBitcoindAdapter({ ...base, setting, xpub: xpubs[network as 'BTC' | 'LTC' | 'DOGE'] });
  }
  return { chain: createChainRouter(simulated, real), signer };
}

function readOrCreateTestKey(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mnemonic = KeyRing.generateMnemonic();
  fs.writeFileSync(file, `${mnemonic}\n`, { mode: 0o600, flag: 'wx' });
  return mnemonic;
}
