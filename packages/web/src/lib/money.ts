import {
  ATOM_DECIMALS,
  type Atoms,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  DEFAULT_CURRENCY,
  DEFAULT_FIAT,
  FIAT_CURRENCIES,
  type FiatCode,
  formatCrypto,
  formatFiat,
  fromDecimalString,
  isCryptoCode,
  isFiatCode,
  roundAtoms,
} from '@ante/core';

/** What a hidden balance shows instead of digits (client setting hideBalances). */
export const HIDDEN_AMOUNT = '•••••';

/** A wire amount as atoms; anything unreadable counts as nothing rather than breaking the screen. */
export function toAtoms(value: string | undefined): Atoms {
  if (value === undefined) return 0n;
  try {
    return fromDecimalString(value);
  } catch {
    return 0n;
  }
}

export function significantDigits(currency: CryptoCode): number {
  return CRYPTO_CURRENCIES[currency].significantDigits;
}

/** "0.01000000" for BTC, "12.50" for USDT: the currency's own precision (docs/product.md#rules). */
export function formatCryptoAmount(atoms: Atoms, currency: CryptoCode): string {
  return formatCrypto(atoms, significantDigits(currency));
}

/**
 * "$1,234.50", "R$12.00": the fiat's symbol before the 2-decimal value, rounded to the
 * cent. Every fiat figure on screen is a value (a crypto amount at a price, or a dollar
 * figure converted), so it rounds: 0.02 USDT at $0.9998 reads $0.02, not $0.01, and two
 * figures of the same amount on one card agree (docs/money-display.md).
 */
export function formatFiatAmount(atoms: Atoms, fiat: FiatCode): string {
  const text = formatFiat(roundAtoms(atoms, 2));
  const symbol = FIAT_CURRENCIES[fiat].symbol;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** Cuts an amount to `decimals` places (never rounds up), so it is one the server accepts. */
export function truncateAtoms(atoms: Atoms, decimals: number): Atoms {
  const step = 10n ** BigInt(ATOM_DECIMALS - Math.min(decimals, ATOM_DECIMALS));
  return (atoms / step) * step;
}

/**
 * The selected currency (docs/product.md#what-the-screens-show) falls back to BTC when the stored code is
 * unknown, that is not a crypto code or not one the operator offers. BTC stands even
 * when the operator does not offer it: the header then shows an empty BTC balance
 * until the player picks an offered coin, rather than a coin they did not choose.
 */
export function resolveCurrency(stored: string, offered: readonly CryptoCode[]): CryptoCode {
  if (isCryptoCode(stored) && (offered.length === 0 || offered.includes(stored))) return stored;
  return DEFAULT_CURRENCY;
}

export function resolveFiat(stored: string): FiatCode {
  return isFiatCode(stored) ? stored : DEFAULT_FIAT;
}
