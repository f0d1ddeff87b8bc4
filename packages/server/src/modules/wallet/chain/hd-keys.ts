import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey } from '@scure/bip32';
import { bytesToHex } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';

/**
 * Keys as both sides see them: the casino derives deposit addresses from an account's
 * extended public key, the signer the private keys of the same paths from its mnemonic
 * (src/signer/keys.ts). docs/chains.md#keys-and-paths lists the paths.
 */

/** An EVM address (checksummed) from a secp256k1 public key, compressed or not. */
export function publicKeyToEvmAddress(publicKey: Uint8Array): `0x${string}` {
  const full = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(full));
}

/** The public key of receiving address `index` (chain 0) or change address `index` (chain 1) of an account. */
export function childPublicKey(accountXpub: HDKey | string, chain: 0 | 1, index: number): Uint8Array {
  const account = typeof accountXpub === 'string' ? HDKey.fromExtendedKey(accountXpub) : accountXpub;
  const key = account.deriveChild(chain).deriveChild(index).publicKey;
  if (!key) throw new Error('the extended key has no public key');
  return key;
}
