import { describe, expect, it } from 'vitest';
import {
  CRYPTO_CODES,
  CRYPTO_CURRENCIES,
  FIAT_CODES,
  FIAT_CURRENCIES,
  isCryptoCode,
  parseSupportedCurrencies,
} from './currencies';

describe('currency catalogue (docs/product.md#currencies-and-networks)', () => {
  it('has the 13 crypto and 17 fiat codes', () => {
    expect(CRYPTO_CODES).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'USDT',
      'USDC',
      'SOL',
      'BNB',
      'SHIB',
      'DOGE',
      'XRP',
      'TRX',
      'TUSD',
      'DAI',
    ]);
    expect(FIAT_CODES).toHaveLength(17);
    expect(FIAT_CURRENCIES.USD.symbol).toBe('$');
    expect(FIAT_CURRENCIES.EUR.symbol).toBe('€');
  });

  it('gives significant digits, bonus and stablecoin flags as the product promises', () => {
    const digits = Object.fromEntries(
      CRYPTO_CODES.map((code) => [code, CRYPTO_CURRENCIES[code].significantDigits]),
    );
    expect(digits).toEqual({
      BTC: 8,
      ETH: 6,
      LTC: 4,
      DOGE: 4,
      BNB: 4,
      TRX: 4,
      XRP: 4,
      SOL: 4,
      SHIB: 4,
      USDT: 2,
      USDC: 2,
      TUSD: 2,
      DAI: 2,
    });
    expect(CRYPTO_CODES.filter((code) => CRYPTO_CURRENCIES[code].bonus).sort()).toEqual([
      'BTC',
      'ETH',
      'USDC',
      'USDT',
    ]);
    expect(CRYPTO_CODES.filter((code) => CRYPTO_CURRENCIES[code].isStableCoin).sort()).toEqual([
      'DAI',
      'TUSD',
      'USDC',
      'USDT',
    ]);
    for (const code of FIAT_CODES) {
      expect(FIAT_CURRENCIES[code]).toMatchObject({
        chain: [],
        isStableCoin: true,
        bonus: false,
        significantDigits: 2,
      });
    }
  });

  it('names each coin’s logo, served by the web app, and no image for fiat, which shows its symbol', () => {
    for (const code of CRYPTO_CODES) {
      expect(CRYPTO_CURRENCIES[code].image).toBe(`/img/currencies/${code.toLowerCase()}.svg`);
    }
    for (const code of FIAT_CODES) expect(FIAT_CURRENCIES[code].image).toBeNull();
  });

  it('lists every network row of section 9 with its confirmations, minimum and shown fee', () => {
    const rows = CRYPTO_CODES.flatMap((code) =>
      CRYPTO_CURRENCIES[code].chain.map((n) => `${code} ${n.id} ${n.confirms} ${n.minWithdraw}`),
    );
    expect(rows.sort()).toEqual(
      [
        'BTC BTC 2 10',
        'ETH ETH 3 5',
        'ETH BSC 10 2',
        'LTC LTC 3 2',
        'DOGE DOGE 3 2',
        'BNB BNB.BSC 10 2',
        'USDC ETH 3 5',
        'TUSD ETH 3 5',
        'TUSD TRX 10 6',
        'TRX TRX 10 6',
        'XRP XRP 30 2',
        'USDT ETH 3 5',
        'USDT BSC 10 2',
        'USDT TRON 10 6',
        'SOL SOL 10 2',
        'DAI ETH 3 5',
        'SHIB ETH 3 5',
      ].sort(),
    );
    const fee = (code: keyof typeof CRYPTO_CURRENCIES, id: string) =>
      CRYPTO_CURRENCIES[code].chain.find((n) => n.id === id)?.withdrawFee;
    expect(fee('ETH', 'BSC')).toBe('0.00012');
    expect(fee('DOGE', 'DOGE')).toBe('0');
    expect(fee('USDC', 'ETH')).toBe('3');
    expect(fee('TUSD', 'TRX')).toBe('0.2');
    expect(fee('XRP', 'XRP')).toBe('0');
    expect(fee('USDT', 'BSC')).toBe('0.2');
    expect(fee('SHIB', 'ETH')).toBe('435000');
  });
});

describe('parseSupportedCurrencies', () => {
  it('defaults to all 13 and keeps the configured order', () => {
    expect(parseSupportedCurrencies('')).toEqual([...CRYPTO_CODES]);
    expect(parseSupportedCurrencies(' eth , BTC')).toEqual(['ETH', 'BTC']);
  });

  it('refuses unknown and repeated codes', () => {
    expect(() => parseSupportedCurrencies('BTC,FOO')).toThrow(/FOO/);
    expect(() => parseSupportedCurrencies('BTC,btc')).toThrow(/twice/);
    expect(isCryptoCode('USD')).toBe(false);
  });
});
