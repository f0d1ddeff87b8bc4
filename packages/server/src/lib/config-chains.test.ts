import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('chain settings', () => {
  it('serves every network from the simulated chain by default', () => {
    const config = loadConfig({});
    expect(config.chains.real).toEqual({});
    expect(config.chains.signer).toBeNull();
  });

  it('reads real nodes per network, with their tokens', () => {
    const config = loadConfig({
      CHAIN_ETH: 'evm:http://127.0.0.1:8545',
      CHAIN_ETH_TOKENS: `USDT:${TOKEN}:6, SHIB:${TOKEN.toLowerCase()}:18`,
      CHAIN_LTC: 'bitcoind:http://user:pass@127.0.0.1:19443',
      CHAIN_BTC: 'simulated',
      BITCOIND_CHAIN: 'regtest',
    });
    expect(config.chains.real.ETH).toEqual({
      kind: 'evm',
      rpcUrl: 'http://127.0.0.1:8545',
      native: 'ETH',
      tokens: [
        { currency: 'USDT', contract: TOKEN.toLowerCase(), decimals: 6 },
        { currency: 'SHIB', contract: TOKEN.toLowerCase(), decimals: 18 },
      ],
    });
    expect(config.chains.real.LTC).toEqual({ kind: 'bitcoind', rpcUrl: 'http://user:pass@127.0.0.1:19443' });
    expect(config.chains.real.BTC).toBeUndefined();
    expect(config.chains.bitcoindChain).toBe('regtest');
  });

  it.each([
    [{ CHAIN_LTC: 'evm:http://127.0.0.1:8545' }, /CHAIN_LTC: LTC is served by bitcoind/],
    [{ CHAIN_ETH: 'bitcoind:http://127.0.0.1:8332' }, /CHAIN_ETH: ETH is served by evm/],
    [{ CHAIN_ETH: 'evm:ftp://127.0.0.1' }, /CHAIN_ETH must be simulated, evm/],
    [{ CHAIN_ETH: 'node' }, /CHAIN_ETH must be simulated/],
    [{ CHAIN_ETH: 'evm:http://a', CHAIN_ETH_TOKENS: 'USDT:0x12:6' }, /is not CODE:0xcontract:decimals/],
    [{ CHAIN_ETH: 'evm:http://a', CHAIN_ETH_TOKENS: `BTC:${TOKEN}:8` }, /BTC is not a token of ETH/],
    [{ CHAIN_ETH: 'evm:http://a', CHAIN_ETH_TOKENS: `ETH:${TOKEN}:18` }, /ETH is not a token of ETH/],
    [{ CHAIN_ETH: 'evm:http://a', CHAIN_ETH_TOKENS: `USDT:${TOKEN}:6,USDT:${TOKEN}:6` }, /listed twice/],
    [{ CHAIN_ETH: 'evm:http://a', CHAIN_ETH_TOKENS: `USDT:${TOKEN}:19` }, /more than 18 decimals/],
    [
      { CHAIN_ETH: 'evm:http://a', CHAIN_ETH_TOKENS: `USDT:${TOKEN}:1` },
      /USDT has 1 decimals, fewer than the 2/,
    ],
    [{ BITCOIND_CHAIN: 'signet' }, /BITCOIND_CHAIN/],
    [{ SIGNER_URL: 'http://127.0.0.1:3100' }, /SIGNER_SECRET: required with SIGNER_URL/],
    [{ SIGNER_URL: 'http://127.0.0.1:3100', SIGNER_SECRET: 'short' }, /SIGNER_SECRET must be at least 32/],
    [
      { CHAIN_LTC: 'bitcoind:http://a', SIGNER_URL: 'http://127.0.0.1:3100', SIGNER_SECRET: 's'.repeat(32) },
      /CHAIN_XPUB_LTC: required for LTC with a separate signer/,
    ],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps a public site from signing with the in-process test key', () => {
    const env = {
      PUBLIC_URL: 'https://casino.example',
      CHAIN_LTC: 'bitcoind:http://a',
      ALLOW_SIMULATED_CHAIN: 'true',
    };
    expect(() => loadConfig(env)).toThrow(
      /SIGNER_URL: a public site with real chains needs the separate signer/,
    );
  });

  it('names the simulated networks a public site still has', () => {
    const env = {
      PUBLIC_URL: 'https://casino.example',
      SUPPORTED_CURRENCIES: 'LTC,BTC',
      CHAIN_LTC: 'bitcoind:http://a',
      CHAIN_XPUB_LTC: 'xpub-from-the-signer',
      SIGNER_URL: 'http://127.0.0.1:3100',
      SIGNER_SECRET: 's'.repeat(32),
    };
    expect(() => loadConfig(env)).toThrow(/but BTC is simulated/);
    expect(loadConfig({ ...env, SUPPORTED_CURRENCIES: 'LTC' }).chains.real.LTC?.kind).toBe('bitcoind');
  });
});
