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
import { PriceUnavailable } from '../../../lib/errors';
import type { Quotes, RatesProvider } from './live-price-provider';
import { STATIC_FIAT_PER_USD, STATIC_RATES_AS_OF, STATIC_USD_PRICES } from './static-rates';

/** Prices of every crypto currency in every fiat currency, as decimal strings. */
export type PriceTable = Record<CryptoCode, Record<FiatCode, string>>;

export interface RatesSnapshot {
  prices: PriceTable;
  source: 'static' | 'live';
  asOf: string;
}

export interface RatesOptions {
  refreshMs: number;
  /** A live price older than this is not used to value money. */
  maxAgeMs: number;
  /** A live price that moved more than this percent since the last accepted one is refused. */
  maxChangePercent: number;
  log?: FastifyBaseLogger;
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

/**
 * Serves prices: for display (`price`, `current`) and for valuing money (`usdPrice`).
 *
 * With a live provider it refreshes on an interval, currency by currency. A currency's
 * new row is refused whole, and the last accepted one kept, when any price in it is
 * missing, not positive, or moved more than `maxChangePercent` since the last accepted
 * one (a broken or manipulated feed must not reprice the casino in one step); each
 * refusal is logged. The first live row of a currency has nothing to compare with and
 * is taken if it is positive. A currency whose live price is older than `maxAgeMs`, or
 * has none yet, cannot value money: `usdPrice` throws PriceUnavailable (503), so bets,
 * withdrawals and payouts in it wait rather than being valued at a stale or a zero
 * price, which would also slip a wager past BET_MAX_USD and MAX_PROFIT_USD. Display
 * keeps showing the last good prices.
 *
 * Without a provider the static table is the operator's chosen price list: dated and
 * shown as such (`source: 'static'`), positive by construction, and never stale, since
 * nothing newer is expected.
 */
export class RatesService {
  private prices: PriceTable = staticPriceTable();
  /** When each currency's live prices were accepted (ms); none while only the static table is known. */
  private readonly acceptedAt = new Map<CryptoCode, number>();
  private timer: NodeJS.Timeout | undefined;
  /** The clock ages are measured by (tests move it forward). */
  now: () => number = Date.now;

  constructor(
    private readonly provider: RatesProvider | undefined,
    private readonly options: RatesOptions,
  ) {}

  current(): RatesSnapshot {
    if (this.acceptedAt.size === 0) {
      return { prices: this.prices, source: 'static', asOf: STATIC_RATES_AS_OF };
    }
    const oldest = Math.min(...this.acceptedAt.values());
    return { prices: this.prices, source: 'live', asOf: new Date(oldest).toISOString() };
  }

  /** One crypto currency's last good price in a fiat currency, for display. */
  price(crypto: CryptoCode, fiat: FiatCode): string {
    return this.prices[crypto][fiat];
  }

  /** Whether the currency's price is fresh enough to value money by. */
  isUsable(crypto: CryptoCode): boolean {
    if (!this.provider) return true;
    const acceptedAt = this.acceptedAt.get(crypto);
    return acceptedAt !== undefined && this.now() - acceptedAt <= this.options.maxAgeMs;
  }

  /** The USD price to value money by: positive and fresh, else PriceUnavailable (503). */
  usdPrice(crypto: CryptoCode): string {
    const price = this.prices[crypto].USD;
    if (!this.isUsable(crypto) || fromDecimalString(price) <= 0n) throw new PriceUnavailable(crypto);
    return price;
  }

  /** Fetches once now; returns whether every currency's prices were accepted. */
  async refresh(): Promise<boolean> {
    if (!this.provider) return false;
    let quotes: Quotes;
    try {
      quotes = await this.provider.fetchPrices();
    } catch (error) {
      this.options.log?.warn({ err: error }, 'price refresh failed; keeping the last good rates');
      return false;
    }
    const now = this.now();
    let refused = 0;
    for (const crypto of CRYPTO_CODES) {
      const checked = this.check(crypto, quotes[crypto]);
      if (typeof checked === 'string') {
        refused += 1;
        this.options.log?.error(
          { currency: crypto, reason: checked, lastGood: this.prices[crypto].USD },
          `price of ${crypto} refused (${checked}); keeping its last good price`,
        );
        continue;
      }
      this.prices = { ...this.prices, [crypto]: checked };
      this.acceptedAt.set(crypto, now);
    }
    return refused === 0;
  }

  /** The currency's new row as decimal strings, or why it is refused. */
  private check(
    crypto: CryptoCode,
    row: Partial<Record<FiatCode, unknown>> | undefined,
  ): Record<FiatCode, string> | string {
    const accepted = {} as Record<FiatCode, string>;
    const hasLive = this.acceptedAt.has(crypto);
    const band = BigInt(this.options.maxChangePercent);
    for (const fiat of FIAT_CODES) {
      const value = row?.[fiat];
      if (typeof value !== 'number' || !Number.isFinite(value)) return `no ${fiat} price`;
      if (value <= 0) return `${fiat} price ${value} is not positive`;
      const price = priceToDecimalString(value);
      const atoms = fromDecimalString(price);
      if (atoms <= 0n) return `${fiat} price ${value} is too small to hold`;
      if (hasLive) {
        const last = fromDecimalString(this.prices[crypto][fiat]);
        const change = atoms > last ? atoms - last : last - atoms;
        if (change * 100n > last * band) {
          return `${fiat} price moved from ${this.prices[crypto][fiat]} to ${price}, more than ${band}%`;
        }
      }
      accepted[fiat] = price;
    }
    return accepted;
  }

  async start(): Promise<void> {
    if (!this.provider || this.timer) return;
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
