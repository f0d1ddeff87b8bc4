import type { CryptoCode, FiatCode } from '@ante/core';

/**
 * The built-in price table, used when no live price API is configured. It is dated
 * and shown as such (`source: 'static'`, `asOf`), so nobody mistakes it for a quote.
 */
export const STATIC_RATES_AS_OF = '2026-11-01T00:00:00.000Z';

/** USD value of one unit of each crypto currency on that date. */
export const STATIC_USD_PRICES: Record<CryptoCode, string> = {
  BTC: '95000',
  ETH: '3500',
  LTC: '95',
  USDT: '1',
  USDC: '1',
  SOL: '180',
  BNB: '650',
  SHIB: '0.000018',
  DOGE: '0.18',
  XRP: '2.4',
  TRX: '0.28',
  TUSD: '1',
  DAI: '1',
};

/** Units of each fiat currency per US dollar on that date. */
export const STATIC_FIAT_PER_USD: Record<FiatCode, string> = {
  USD: '1',
  EUR: '0.92',
  CNY: '7.2',
  JPY: '150',
  GBP: '0.78',
  INR: '84',
  BRL: '5.6',
  RUB: '95',
  CAD: '1.38',
  AUD: '1.52',
  KRW: '1380',
  MXN: '19.5',
  IDR: '15800',
  NGN: '1600',
  TRY: '34',
  ARS: '980',
  PHP: '57',
};
