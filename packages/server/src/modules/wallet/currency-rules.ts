import {
  AmountError,
  type Atoms,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  type Network,
  parseAmount,
} from '@ante/core';
import type { Config } from '../../lib/config';
import { ValidationError } from '../../lib/errors';

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
    if (error instanceof AmountError) throw new ValidationError(`${field}: ${error.message}`, field);
    throw error;
  }
}
