import { HDKey } from '@scure/bip32';
import { Address, OutScript, p2pkh, p2wpkh } from '@scure/btc-signer';
import { equalBytes } from '@scure/btc-signer/utils';
import type { BitcoinNetworkInfo } from './networks';

/**
 * Addresses of an account (docs/chains.md#keys-and-paths): receiving addresses on
 * chain 0 (one per player), change on chain 1. The casino derives them from the
 * account's extended public key, the signer from its private key; both through here.
 */
export function paymentOf(publicKey: Uint8Array, net: BitcoinNetworkInfo) {
  return net.payment === 'wpkh' ? p2wpkh(publicKey, net.params) : p2pkh(publicKey, net.params);
}

export function accountAddress(
  account: HDKey | string,
  net: BitcoinNetworkInfo,
  branch: 0 | 1,
  index: number,
): string {
  const key = (typeof account === 'string' ? HDKey.fromExtendedKey(account) : account)
    .deriveChild(branch)
    .deriveChild(index);
  if (!key.publicKey) throw new Error('the extended key has no public key');
  const address = paymentOf(key.publicKey, net).address;
  if (!address) throw new Error('no address for the key');
  return address;
}

/** Whether `address` is a valid address of the network's kind and chain (checksum included). */
export function isBitcoinAddress(address: string, net: BitcoinNetworkInfo): boolean {
  if (address.length > 100) return false;
  try {
    const script = Address(net.params).decode(address);
    // Only what the network pays to: segwit v0 and v1 where it has bech32, and the two legacy kinds.
    if (net.payment === 'pkh') return script.type === 'pkh' || script.type === 'sh';
    return ['pkh', 'sh', 'wpkh', 'wsh', 'tr'].includes(script.type);
  } catch {
    return false;
  }
}

/** The output script that pays `address`. */
export function scriptOf(address: string, net: BitcoinNetworkInfo): Uint8Array {
  return OutScript.encode(Address(net.params).decode(address));
}

export function sameScript(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && equalBytes(a, b);
}
