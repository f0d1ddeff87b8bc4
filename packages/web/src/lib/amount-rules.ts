import { AmountError, type Atoms, type CryptoCode, parseAmount } from '@ante/core';
import { significantDigits } from './money';

/** The most the player can use, and what to say when the amount is more. */
type AmountLimit = { available: Atoms; tooMuch: string };

/**
 * What is wrong with a typed amount, or null: the server's own rules (core's
 * `parseAmount` at the coin's precision), then whether the player has that much.
 */
export function amountProblem(currency: CryptoCode, amount: string, limit?: AmountLimit): string | null {
  try {
    const atoms = parseAmount(amount, { decimals: significantDigits(currency) });
    return limit && atoms > limit.available ? limit.tooMuch : null;
  } catch (error) {
    if (error instanceof AmountError) return error.message;
    throw error;
  }
}
