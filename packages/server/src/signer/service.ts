import { parseReserveMessage } from '@ante/core';
import { z } from 'zod';
import type { ChainsConfig } from '../lib/config-chains';
import type { Db } from '../lib/db/database';
import { publicKeyToEvmAddress } from '../modules/wallet/chain/hd-keys';
import { createBitcoinSigner } from './bitcoin-signer';
import { createEvmSigner } from './evm-signer';
import { EVM_HOT_WALLET_PATH, type KeyRing } from './keys';
import {
  type ReserveProofResult,
  type SignerInfo,
  SignerRefusal,
  type SignRequest,
  type SignResult,
} from './protocol';

/** What a family's signer is given: the keys, the database it checks approvals in, and the chain settings. */
export interface SignerDeps {
  db: Db;
  keys: KeyRing;
  chains: ChainsConfig;
}

/** Signs one family's transactions after checking them; throws SignerRefusal for anything it will not sign. */
export interface FamilySigner {
  sign(request: SignRequest): Promise<SignResult>;
  /** Signs a parsed reserve message for an address it holds; absent where the family signs no messages. */
  proveReserves?(network: string, message: string, address: string): Promise<ReserveProofResult>;
}

const requestSchema = z.strictObject({
  network: z.string().min(1).max(16),
  purpose: z.enum(['withdrawal', 'sweep', 'gas', 'consolidate']),
  key: z.string().min(1).max(200),
  payload: z.unknown(),
});

const reserveRequestSchema = z.strictObject({
  network: z.string().min(1).max(16),
  message: z.string().min(1).max(400),
});

/**
 * How far a reserve message's time may be from the signer's clock. A snapshot signs
 * right after its read, which takes under a minute even at a million players; a
 * message dated far from now is not a snapshot being taken, and signing it would let
 * whoever holds the channel back-date a proof.
 */
const RESERVE_TIME_SKEW_MS = 15 * 60_000;

export interface SignerService {
  sign(request: unknown): Promise<SignResult>;
  proveReserves(request: unknown): Promise<ReserveProofResult>;
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
    async proveReserves(raw) {
      const parsed = reserveRequestSchema.safeParse(raw);
      if (!parsed.success) throw new SignerRefusal(`malformed request: ${parsed.error.issues[0]?.message}`);
      const { network, message } = parsed.data;
      const fields = parseReserveMessage(message);
      if (!fields) throw new SignerRefusal('not a proof-of-reserves message in the fixed format');
      if (fields.network !== network) throw new SignerRefusal('the message names another network');
      if (Math.abs(Date.parse(fields.takenAt) - Date.now()) > RESERVE_TIME_SKEW_MS) {
        throw new SignerRefusal('the message is not dated now');
      }
      const chain = Object.hasOwn(deps.chains.real, network) ? deps.chains.real[network] : undefined;
      if (!chain) throw new SignerRefusal(`${network} is not served by a real node`);
      const family = families[chain.kind] as FamilySigner;
      if (!family.proveReserves) throw new SignerRefusal(`${network} signs no messages`);
      return family.proveReserves(network, message, fields.address);
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
