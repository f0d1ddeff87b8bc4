import { type FiatCode, isCryptoCode, multiplyByRate, parseAmount } from '@ante/core';
import { useCallback } from 'react';
import { formatFiatAmount, significantDigits } from '../money';
import { useWallet } from './use-wallet';

/**
 * What an amount of a coin is worth in the player's display currency ("€9.20"), for a
 * confirmation to state before money leaves; null when the amount is not one the coin
 * takes or its rate is not known yet.
 */
export function fiatValueText(
  amount: string,
  currency: string,
  rates: Readonly<Record<string, string>> | undefined,
  fiat: FiatCode,
): string | null {
  const rate = rates?.[currency];
  if (rate === undefined || !isCryptoCode(currency)) return null;
  try {
    const atoms = parseAmount(amount.trim(), { decimals: significantDigits(currency) });
    return formatFiatAmount(multiplyByRate(atoms, rate), fiat);
  } catch {
    return null;
  }
}

/** `fiatValueText` with the wallet's rates and display currency. */
export function useFiatValue(): (amount: string, currency: string) => string | null {
  const { rates, fiat } = useWallet();
  return useCallback((amount, currency) => fiatValueText(amount, currency, rates, fiat), [rates, fiat]);
}
