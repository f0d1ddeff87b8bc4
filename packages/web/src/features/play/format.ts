import type { Atoms, CryptoCode } from '@ante/core';
import { formatCryptoAmount, significantDigits } from '../../lib/money';

/**
 * Figures as the game pages show them: multipliers with two decimals, truncated like
 * every other figure shown to players (a 1.989× win never reads 1.99×), grouped by
 * thousands so a 1,000,000× target stays readable.
 */
function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "2" -> "2.00", "1.98019801" -> "1.98", "1000000" -> "1,000,000.00". */
export function formatMultiplierValue(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.trim().split('.');
  return `${group(whole.replace(/^0+(?=\d)/, '') || '0')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** "2.00×" */
export function formatMultiplier(decimal: string): string {
  return `${formatMultiplierValue(decimal)}×`;
}

/** A two-decimal number (a roll, a target) from a JS number that has at most two decimals. */
export function formatTwoDecimals(value: number): string {
  return group(Math.trunc(value).toString()) + value.toFixed(2).slice(-3);
}

/** Reads a number typed by the player ("2", "2.5", "2,5", "3×", "49.5%"); NaN when it is not one. */
export function readTypedNumber(text: string): number {
  const normalized = text
    .trim()
    .replace(',', '.')
    .replace(/[×x%]$/i, '');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * An amount in its currency's precision, zero included ("0.00" for USDT): in a row of
 * figures the empty balance's "0.0000" (docs/product.md#rules) would stand out as a different precision.
 */
export function formatCoinAmount(atoms: Atoms, currency: CryptoCode): string {
  if (atoms !== 0n) return formatCryptoAmount(atoms, currency);
  const decimals = Math.min(8, significantDigits(currency));
  return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
}

/** "−1.50" / "2.00": a signed amount with a real minus sign. */
export function formatSignedCoinAmount(atoms: Atoms, currency: CryptoCode): string {
  const text = formatCoinAmount(atoms < 0n ? -atoms : atoms, currency);
  return atoms < 0n ? `−${text}` : text;
}
