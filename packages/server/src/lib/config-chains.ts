import { CRYPTO_CODES, CRYPTO_CURRENCIES } from '@ante/core';

/**
 * Which chain serves each network, read from CHAIN_<NETWORK> and the settings beside it
 * (config-env.ts). docs/chains.md explains them to operators.
 */

export type BitcoindChain = 'main' | 'test' | 'regtest';

/** An ERC-20 / BEP-20 token the casino takes on an EVM network. */
export interface TokenSetting {
  currency: string;
  /** The token contract, lower-case. */
  contract: `0x${string}`;
  decimals: number;
}

export type NetworkChain =
  | { kind: 'evm'; rpcUrl: string; native: string; tokens: TokenSetting[] }
  | { kind: 'bitcoind'; rpcUrl: string };

export interface ChainsConfig {
  /** The networks served by a real node, by network id; every other network is simulated. */
  real: Record<string, NetworkChain>;
  bitcoindChain: BitcoindChain;
  /** Account-level extended public keys by family (`evm`) or network (`BTC`, `LTC`, `DOGE`); empty when not given. */
  xpubs: { evm: string; BTC: string; LTC: string; DOGE: string };
  /** The separate signer; null signs in-process with a generated test key. */
  signer: { url: string; secret: string } | null;
  pollMs: number;
  /** An EVM send not mined after this long is replaced with a higher fee. */
  evmReplaceMs: number;
  hotWalletFloorUsd: string;
}

/** The networks a real adapter exists for, and of which kind; the coin each pays its fees in. */
const REAL_NETWORKS: Record<string, { kind: 'evm' | 'bitcoind'; env: string; native: string }> = {
  BTC: { kind: 'bitcoind', env: 'CHAIN_BTC', native: 'BTC' },
  LTC: { kind: 'bitcoind', env: 'CHAIN_LTC', native: 'LTC' },
  DOGE: { kind: 'bitcoind', env: 'CHAIN_DOGE', native: 'DOGE' },
  ETH: { kind: 'evm', env: 'CHAIN_ETH', native: 'ETH' },
  BSC: { kind: 'evm', env: 'CHAIN_BSC', native: 'BNB' },
  'BNB.BSC': { kind: 'evm', env: 'CHAIN_BNB_BSC', native: 'BNB' },
};

type ChainEnv = {
  CHAIN_BTC?: string;
  CHAIN_ETH?: string;
  CHAIN_BSC?: string;
  CHAIN_BNB_BSC?: string;
  CHAIN_LTC?: string;
  CHAIN_DOGE?: string;
  CHAIN_ETH_TOKENS: string;
  CHAIN_BSC_TOKENS: string;
  BITCOIND_CHAIN: BitcoindChain;
  CHAIN_XPUB_EVM: string;
  CHAIN_XPUB_BTC: string;
  CHAIN_XPUB_LTC: string;
  CHAIN_XPUB_DOGE: string;
  SIGNER_URL?: string;
  SIGNER_SECRET?: string;
  CHAIN_POLL_SECONDS: number;
  CHAIN_EVM_REPLACE_SECONDS: number;
  CHAIN_HOT_WALLET_FLOOR_USD: string;
};

/** The currencies the catalogue lists on a network (docs/product.md#currencies-and-networks). */
function currenciesOn(network: string): string[] {
  return CRYPTO_CODES.filter((code) => CRYPTO_CURRENCIES[code].chain.some((entry) => entry.id === network));
}

/** Parses `CODE:contract:decimals,...`; throws with the setting's name on anything else. */
function parseTokens(setting: string, text: string, network: string, native: string): TokenSetting[] {
  if (text === '') return [];
  const listed = currenciesOn(network).filter((code) => code !== native);
  const seen = new Set<string>();
  return text.split(',').map((part) => {
    const match = /^([A-Z]{2,8}):(0x[0-9a-fA-F]{40}):(\d{1,2})$/.exec(part.trim());
    if (!match) throw new Error(`${setting}: "${part.trim()}" is not CODE:0xcontract:decimals`);
    const [, currency, contract, decimals] = match as unknown as [string, string, string, string];
    if (!listed.includes(currency)) {
      throw new Error(`${setting}: ${currency} is not a token of ${network} (${listed.join(', ')})`);
    }
    if (seen.has(currency)) throw new Error(`${setting}: ${currency} is listed twice`);
    seen.add(currency);
    const places = Number(decimals);
    if (places > 18) throw new Error(`${setting}: ${currency} has more than 18 decimals`);
    // A player may ask for any amount the Cashier shows; each must be a whole number of token units.
    const shown = CRYPTO_CURRENCIES[currency as keyof typeof CRYPTO_CURRENCIES].significantDigits;
    if (places < shown) {
      throw new Error(
        `${setting}: ${currency} has ${places} decimals, fewer than the ${shown} amounts are given in`,
      );
    }
    return { currency, contract: contract.toLowerCase() as `0x${string}`, decimals: places };
  });
}

export function chainsConfig(env: ChainEnv, publicSite: boolean): ChainsConfig {
  const real: Record<string, NetworkChain> = {};
  for (const [network, { kind, env: name, native }] of Object.entries(REAL_NETWORKS)) {
    const value = env[name as keyof ChainEnv] as string | undefined;
    if (value === undefined || value === 'simulated') continue;
    const [prefix, ...rest] = value.split(':');
    if (prefix !== kind) throw new Error(`${name}: ${network} is served by ${kind}:<url>, not ${prefix}:`);
    const rpcUrl = rest.join(':');
    if (kind === 'evm') {
      const tokensSetting = network === 'ETH' ? 'CHAIN_ETH_TOKENS' : 'CHAIN_BSC_TOKENS';
      const tokens =
        network === 'BNB.BSC' ? [] : parseTokens(tokensSetting, env[tokensSetting], network, native);
      real[network] = { kind, rpcUrl, native, tokens };
    } else {
      real[network] = { kind, rpcUrl };
    }
  }
  const signer =
    env.SIGNER_URL === undefined ? null : { url: env.SIGNER_URL, secret: env.SIGNER_SECRET ?? '' };
  if (signer && signer.secret === '') throw new Error('SIGNER_SECRET: required with SIGNER_URL');
  const xpubs = {
    evm: env.CHAIN_XPUB_EVM,
    BTC: env.CHAIN_XPUB_BTC,
    LTC: env.CHAIN_XPUB_LTC,
    DOGE: env.CHAIN_XPUB_DOGE,
  };
  if (signer) {
    for (const [network, chain] of Object.entries(real)) {
      const family = chain.kind === 'evm' ? 'evm' : (network as 'BTC' | 'LTC' | 'DOGE');
      const setting = chain.kind === 'evm' ? 'CHAIN_XPUB_EVM' : `CHAIN_XPUB_${network}`;
      if (xpubs[family] === '') {
        throw new Error(
          `${setting}: required for ${network} with a separate signer (npm run signer -- xpubs prints it)`,
        );
      }
    }
  }
  if (!signer && publicSite && Object.keys(real).length > 0) {
    throw new Error(
      'SIGNER_URL: a public site with real chains needs the separate signer (npm run signer); the in-process signer holds a test key',
    );
  }
  return {
    real,
    bitcoindChain: env.BITCOIND_CHAIN,
    xpubs,
    signer,
    pollMs: env.CHAIN_POLL_SECONDS * 1000,
    evmReplaceMs: env.CHAIN_EVM_REPLACE_SECONDS * 1000,
    hotWalletFloorUsd: env.CHAIN_HOT_WALLET_FLOOR_USD,
  };
}
