import {
  AmountError,
  ATOM_DECIMALS,
  type Atoms,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  divideByRate,
  type Network,
  parseAmount,
} from '@ante/core';
import type { Config } from '../../lib/config';
import { ValidationError } from '../../lib/errors';
import type { RatesService } from './rates/rates-service';

/** The currency, if the operator offers it; otherwise a 400 naming the field. */
export function requireSupportedCurrency(config: Config, currency: CryptoCode): CryptoCode {
  if (!config.supportedCurrencies.includes(currency)) {
    throw new ValidationError(`currency: ${currency} is not offered here`, 'currency');
  }
  return currency;
}

export function requireNetwork(currency: CryptoCode, networkId: string): Network {
  const network = CRYPTO_CURRENCIES[currency].chain.find((entry) => entry.id === networkId);
  if (!network) {
    const known = CRYPTO_CURRENCIES[currency].chain.map((entry) => entry.id).join(', ');
    throw new ValidationError(
      `network: ${currency} is not available on ${networkId} (use ${known})`,
      'network',
    );
  }
  return network;
}

/**
 * An amount a player typed, in the currency's precision (its significant digits),
 * positive and bounded. Errors name the field for the form.
 */
export function parsePlayerAmount(currency: CryptoCode, raw: string, field = 'amount'): Atoms {
  try {
    return parseAmount(raw, { decimals: CRYPTO_CURRENCIES[currency].significantDigits });
  } catch (error) {
    if (error instanceof AmountError) throw new ValidationError(error.message, field);
    throw error;
  }
}

/**
 * A US-dollar amount (a bonus, a prize, the pot) in `currency` at the current rate,
 * cut down to what the currency shows (8 decimals for BTC, 2 for USDT...), so what
 * is paid is never more than promised and always displayable. Throws PriceUnavailable
 * (503) while the currency has no fresh price.
 */
export function usdInCurrency(rates: RatesService, usd: Atoms, currency: CryptoCode): Atoms {
  const amount = divideByRate(usd, rates.usdPrice(currency));
  const step = 10n ** BigInt(ATOM_DECIMALS - CRYPTO_CURRENCIES[currency].significantDigits);
  return amount - (amount % step);
}
