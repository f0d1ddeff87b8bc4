import {
  type Atoms,
  divideByRate,
  type FiatCode,
  fromDecimalString,
  multiplyByRate,
  roundAtoms,
} from '@ante/core';

/**
 * A US-dollar amount in another fiat currency. The rates the wallet has are the value
 * of each crypto currency in one fiat, so the dollar's value in `fiat` is read across
 * one crypto currency both maps price: (crypto in fiat) / (crypto in USD). Null when
 * no currency is priced in both, so the caller shows dollars rather than a guess.
 */
export function usdToFiat(
  usd: Atoms,
  fiat: FiatCode,
  ratesInFiat: Readonly<Record<string, string>> | undefined,
  ratesInUsd: Readonly<Record<string, string>> | undefined,
): Atoms | null {
  if (fiat === 'USD') return usd;
  if (!ratesInFiat || !ratesInUsd) return null;
  for (const [currency, inUsd] of Object.entries(ratesInUsd)) {
    const inFiat = ratesInFiat[currency];
    if (inFiat === undefined || fromDecimalString(inUsd) <= 0n) continue;
    return divideByRate(multiplyByRate(usd, inFiat), inUsd);
  }
  return null;
}

/**
 * An amount in `fiat` in US dollars, rounded to the cent: the way back of `usdToFiat`,
 * read across the same crypto currency. Null when no currency is priced in both.
 */
export function fiatToUsd(
  amount: Atoms,
  fiat: FiatCode,
  ratesInFiat: Readonly<Record<string, string>> | undefined,
  ratesInUsd: Readonly<Record<string, string>> | undefined,
): Atoms | null {
  if (fiat === 'USD') return amount;
  if (!ratesInFiat || !ratesInUsd) return null;
  for (const [currency, inFiat] of Object.entries(ratesInFiat)) {
    const inUsd = ratesInUsd[currency];
    if (inUsd === undefined || fromDecimalString(inFiat) <= 0n) continue;
    return roundAtoms(divideByRate(multiplyByRate(amount, inUsd), inFiat), 2);
  }
  return null;
}
