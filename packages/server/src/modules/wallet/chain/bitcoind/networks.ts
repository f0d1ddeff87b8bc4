import type { BTC_NETWORK } from '@scure/btc-signer/utils';
import type { BitcoindChain } from '../../../../lib/config-chains';

/**
 * What tells the Bitcoin-family networks apart: address prefixes per chain (main, test,
 * regtest), how deposits are paid (native segwit on Bitcoin and Litecoin, legacy on
 * Dogecoin, which has no segwit), the smallest change worth keeping, and the highest fee
 * rate the signer accepts. All three count in units of 10^-8 of a coin.
 */
export type BitcoinFamily = 'BTC' | 'LTC' | 'DOGE';

export interface BitcoinNetworkInfo {
  family: BitcoinFamily;
  /** Address version bytes and bech32 prefix, as @scure/btc-signer takes them. */
  params: BTC_NETWORK;
  payment: 'wpkh' | 'pkh';
  /** Change under this is left to the fee: an output this small costs more to spend than it holds. */
  dust: bigint;
  /** Units of 10^-8 per virtual byte: the least the casino pays, whatever the node estimates. */
  minFeeRate: bigint;
  /** The signer refuses a transaction paying more per virtual byte than this: a fee that large is a bug or an attack. */
  maxFeeRate: bigint;
}

/** Every Bitcoin-family coin has 8 decimals; Ante's atoms have 18. */
export const ATOMS_PER_SATOSHI = 10n ** 10n;

const PARAMS: Record<BitcoinFamily, Record<BitcoindChain, BTC_NETWORK>> = {
  BTC: {
    main: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
    test: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
    regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  },
  LTC: {
    main: { bech32: 'ltc', pubKeyHash: 0x30, scriptHash: 0x32, wif: 0xb0 },
    test: { bech32: 'tltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef },
    regtest: { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef },
  },
  // Dogecoin has no bech32 addresses; the prefix is never used, since it pays to P2PKH.
  DOGE: {
    main: { bech32: 'doge', pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e },
    test: { bech32: 'tdge', pubKeyHash: 0x71, scriptHash: 0xc4, wif: 0xf1 },
    regtest: { bech32: 'rdge', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  },
};

export function bitcoinNetwork(network: string, chain: BitcoindChain): BitcoinNetworkInfo {
  if (network !== 'BTC' && network !== 'LTC' && network !== 'DOGE') {
    throw new Error(`${network} is not a Bitcoin-family network`);
  }
  const params = PARAMS[network][chain];
  if (network === 'DOGE') {
    return {
      family: network,
      params,
      payment: 'pkh',
      dust: 1_000_000n,
      minFeeRate: 1_000n,
      maxFeeRate: 100_000n,
    };
  }
  return { family: network, params, payment: 'wpkh', dust: 1_000n, minFeeRate: 2n, maxFeeRate: 1_000n };
}

/** Atoms to units of 10^-8, refusing an amount that is not a whole number of them. */
export function atomsToSatoshis(atoms: bigint): bigint {
  if (atoms % ATOMS_PER_SATOSHI !== 0n) throw new Error('the amount has more than 8 decimals');
  return atoms / ATOMS_PER_SATOSHI;
}
