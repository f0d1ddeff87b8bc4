import {
  CRYPTO_CODES,
  type CryptoCode,
  FIAT_CODES,
  type FiatCode,
  fromDecimalString,
  multiplyByRate,
  priceToDecimalString,
  toDecimalString,
} from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { STATIC_FIAT_PER_USD, STATIC_RATES_AS_OF, STATIC_USD_PRICES } from './static-rates';

/** Prices of every crypto currency in every fiat currency, as decimal strings. */
export type PriceTable = Record<CryptoCode, Record<FiatCode, string>>;

export interface RatesSnapshot {
  prices: PriceTable;
  source: 'static' | 'live';
  asOf: string;
}

/** Where prices come from. */
export interface RatesProvider {
  fetchPrices(): Promise<PriceTable>;
}

export function staticPriceTable(): PriceTable {
  const table = {} as PriceTable;
  for (const crypto of CRYPTO_CODES) {
    const usd = STATIC_USD_PRICES[crypto];
    table[crypto] = {} as Record<FiatCode, string>;
    for (const fiat of FIAT_CODES) {
      table[crypto][fiat] = toDecimalString(
        multiplyByRate(fromDecimalString(usd), STATIC_FIAT_PER_USD[fiat]),
      );
    }
  }
  return table;
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

/**
 * A live price API speaking CoinGecko's `/simple/price`. An answer missing any price
 * is refused whole, so the table is never half live and half stale.
 */
export function createLivePriceProvider(baseUrl: string, timeoutMs = 10_000): RatesProvider {
  return {
    async fetchPrices() {
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/simple/price`);
      url.searchParams.set('ids', Object.values(COINGECKO_IDS).join(','));
      url.searchParams.set('vs_currencies', FIAT_CODES.map((code) => code.toLowerCase()).join(','));
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`price API answered ${response.status}`);
      const body = (await response.json()) as Record<string, Record<string, unknown>>;
      const table = {} as PriceTable;
      for (const crypto of CRYPTO_CODES) {
        const row = body[COINGECKO_IDS[crypto]];
        table[crypto] = {} as Record<FiatCode, string>;
        for (const fiat of FIAT_CODES) {
          const value = row?.[fiat.toLowerCase()];
          if (typeof value !== 'number') throw new Error(`price API gave no ${crypto}/${fiat} price`);
          table[crypto][fiat] = priceToDecimalString(value);
        }
      }
      return table;
    },
  };
}

/**
 * Serves the current price table. With a live provider it refreshes on an interval
 * and keeps the last good table when a refresh fails; until the first success it
 * serves the static table.
 */
export class RatesService {
  private snapshot: RatesSnapshot = {
    prices: staticPriceTable(),
    source: 'static',
    asOf: STATIC_RATES_AS_OF,
  };
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly provider: RatesProvider | undefined,
    private readonly refreshMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  current(): RatesSnapshot {
    return this.snapshot;
  }

  /** One crypto currency's price in a fiat currency. */
  price(crypto: CryptoCode, fiat: FiatCode): string {
    return this.snapshot.prices[crypto][fiat];
  }

  /** Fetches once now; returns whether it succeeded. */
  async refresh(): Promise<boolean> {
    if (!this.provider) return false;
    try {
      const prices = await this.provider.fetchPrices();
      this.snapshot = { prices, source: 'live', asOf: new Date().toISOString() };
      return true;
    } catch (error) {
      this.log?.warn({ err: error }, 'price refresh failed; keeping the last good rates');
      return false;
    }
  }

  async start(): Promise<void> {
    if (!this.provider || this.timer) return;
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
