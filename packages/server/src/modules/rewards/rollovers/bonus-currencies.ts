import { CRYPTO_CODES, CRYPTO_CURRENCIES, type CryptoCode } from '@ante/core';
import type { Config } from '../../../lib/config';

/**
 * The currencies whose deposits can earn a deposit bonus (the welcome offer's, a deposit
 * offer's): those whose catalogue entry has `bonus` (stable or deep markets, whose price
 * does not swing the bonus's worth), among those this casino supports.
 */
export function bonusCurrencies(config: Config): CryptoCode[] {
  return CRYPTO_CODES.filter(
    (code) => CRYPTO_CURRENCIES[code].bonus && config.supportedCurrencies.includes(code),
  );
}
