import type { FastifyBaseLogger } from 'fastify';
import type { BitcoindChain, NetworkChain } from '../../../lib/config-chains';
import type { SignerClient } from '../../../signer/protocol';

/** What a real network's adapter is built from (create-chains.ts). */
export interface RealAdapterDeps<Setting extends NetworkChain = NetworkChain> {
  network: string;
  setting: Setting;
  bitcoindChain: BitcoindChain;
  /** The account-level extended public key deposit addresses derive from (chain 0, index per player). */
  xpub: string;
  signer: SignerClient;
  /** An EVM send not mined after this long is replaced with a higher fee. */
  replaceAfterMs: number;
  log: FastifyBaseLogger;
}
