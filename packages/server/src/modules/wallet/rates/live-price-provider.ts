import { CRYPTO_CODES, type CryptoCode, FIAT_CODES, type FiatCode } from '@ante/core';

/**
 * Prices as a price API gave them: per crypto currency, its price in each fiat
 * currency, unchecked (a row or a price may be missing, zero, negative). The rates
 * service decides what it accepts.
 */
export type Quotes = Partial<Record<CryptoCode, Partial<Record<FiatCode, unknown>>>>;

/** Where prices come from. */
export interface RatesProvider {
  fetchPrices(): Promise<Quotes>;
}

/** CoinGecko's ids for our codes (its `/simple/price` API is the de facto standard). */
const COINGECKO_IDS: Record<CryptoCode, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  LTC: 'litecoin',
  USDT: 'tether',
  USDC: 'usd-coin',
  SOL: 'solana',
  BNB: 'binancecoin',
  SHIB: 'shiba-inu',
  DOGE: 'dogecoin',
  XRP: 'ripple',
  TRX: 'tron',
  TUSD: 'true-usd',
  DAI: 'dai',
};

/** A live price API speaking CoinGecko's `/simple/price`. A failed request throws. */
export function createLivePriceProvider(baseUrl: string, timeoutMs = 10_000): RatesProvider {
  return {
    async fetchPrices() {
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/simple/price`);
      url.searchParams.set('ids', Object.values(COINGECKO_IDS).join(','));
      url.searchParams.set('vs_currencies', FIAT_CODES.map((code) => code.toLowerCase()).join(','));
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`price API answered ${response.status}`);
      const body = (await response.json()) as Record<string, Record<string, unknown> | undefined> | null;
      const quotes: Quotes = {};
      for (const crypto of CRYPTO_CODES) {
        const row = body?.[COINGECKO_IDS[crypto]];
        if (!row || typeof row !== 'object') continue;
        quotes[crypto] = Object.fromEntries(FIAT_CODES.map((fiat) => [fiat, row[fiat.toLowerCase()]]));
      }
      return quotes;
    },
  };
}
