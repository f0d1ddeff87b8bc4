import { z } from 'zod';
import type { ChainsConfig } from '../lib/config-chains';
import type { Db } from '../lib/db/database';
import { publicKeyToEvmAddress } from '../modules/wallet/chain/hd-keys';
import { createBitcoinSigner } from './bitcoin-signer';
import { createEvmSigner } from './evm-signer';
import { EVM_HOT_WALLET_PATH, type KeyRing } from './keys';
import { type SignerInfo, SignerRefusal, type SignRequest, type SignResult } from './protocol';

/** What a family's signer is given: the keys, the database it checks approvals in, and the chain settings. */
export interface SignerDeps {
  db: Db;
  keys: KeyRing;
  chains: ChainsConfig;
}

/** Signs one family's transactions after checking them; throws SignerRefusal for anything it will not sign. */
export interface FamilySigner {
  sign(request: SignRequest): Promise<SignResult>;
}

const requestSchema = z.strictObject({
  network: z.string().min(1).max(16),
  purpose: z.enum(['withdrawal', 'sweep', 'gas', 'consolidate']),
  key: z.string().min(1).max(200),
  payload: z.unknown(),
});

export interface SignerService {
  sign(request: unknown): Promise<SignResult>;
  info(): SignerInfo;
}

/**
 * The signer's logic, the same in its own process (main.ts) and in-process for the
 * embedded default: it signs only for networks served by a real node, by that network's
 * family, which decodes the transaction and checks it against the database.
 */
export function createSignerService(deps: SignerDeps): SignerService {
  const families = { evm: createEvmSigner(deps), bitcoind: createBitcoinSigner(deps) };
  const { bitcoindChain } = deps.chains;
  return {
    async sign(raw) {
      const parsed = requestSchema.safeParse(raw);
      if (!parsed.success) throw new SignerRefusal(`malformed request: ${parsed.error.issues[0]?.message}`);
      const request = parsed.data as SignRequest;
      const chain = Object.hasOwn(deps.chains.real, request.network)
        ? deps.chains.real[request.network]
        : undefined;
      if (!chain) throw new SignerRefusal(`${request.network} is not served by a real node`);
      return families[chain.kind].sign(request);
    },
    info() {
      return {
        evmHotAddress: evmAddressOf(deps.keys, EVM_HOT_WALLET_PATH),
        xpubs: {
          evm: deps.keys.xpub('evm', bitcoindChain),
          BTC: deps.keys.xpub('BTC', bitcoindChain),
          LTC: deps.keys.xpub('LTC', bitcoindChain),
          DOGE: deps.keys.xpub('DOGE', bitcoindChain),
        },
      };
    },
  };
}

function evmAddressOf(keys: KeyRing, path: string): string {
  const key = keys.derive(path);
  if (!key.publicKey) throw new Error('no public key');
  return publicKeyToEvmAddress(key.publicKey);
}
