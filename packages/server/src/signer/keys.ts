import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import type { BitcoindChain } from '../lib/config-chains';

/**
 * The signer's keys: one BIP-39 mnemonic, from which every account derives (the paths
 * are in docs/chains.md#keys-and-paths). The casino holds only the accounts' extended
 * public keys, and derives deposit addresses from them; private keys exist only here.
 */

/** A Bitcoin-family network's SLIP-44 coin type; every test chain uses 1. */
const COIN_TYPE = { BTC: 0, LTC: 2, DOGE: 3 } as const;
export type BitcoinNetwork = keyof typeof COIN_TYPE;

/**
 * The account path of a family. EVM deposits are `m/44'/60'/0'/0/i` on every EVM network
 * (an address is the same on all of them); the hot wallet is the first key of the next
 * account. Bitcoin and Litecoin pay to native segwit (BIP-84), Dogecoin, which has no
 * segwit, to legacy addresses (BIP-44); receiving addresses on the account's chain 0,
 * change on chain 1.
 */
export function accountPath(family: 'evm' | BitcoinNetwork, chain: BitcoindChain): string {
  if (family === 'evm') return "m/44'/60'/0'";
  const coin = chain === 'main' ? COIN_TYPE[family] : 1;
  const purpose = family === 'DOGE' ? 44 : 84;
  return `m/${purpose}'/${coin}'/0'`;
}

export const EVM_HOT_WALLET_PATH = "m/44'/60'/1'/0/0";

export class KeyRing {
  private readonly root: HDKey;

  constructor(mnemonic: string) {
    const words = mnemonic.trim().split(/\s+/).join(' ');
    if (!validateMnemonic(words, wordlist)) throw new Error('the signer key is not a valid BIP-39 mnemonic');
    this.root = HDKey.fromMasterSeed(mnemonicToSeedSync(words));
  }

  static generateMnemonic(): string {
    return generateMnemonic(wordlist, 256);
  }

  /** The account's private key; derive its children with `deriveChild`. */
  account(family: 'evm' | BitcoinNetwork, chain: BitcoindChain): HDKey {
    return this.root.derive(accountPath(family, chain));
  }

  /** A key by absolute path, for the few keys outside the deposit accounts (the EVM hot wallet). */
  derive(path: string): HDKey {
    return this.root.derive(path);
  }

  /** The account's extended public key, as the casino's CHAIN_XPUB_* settings take it. */
  xpub(family: 'evm' | BitcoinNetwork, chain: BitcoindChain): string {
    return this.account(family, chain).publicExtendedKey;
  }
}
