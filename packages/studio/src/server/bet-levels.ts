import { CRYPTO_CURRENCIES, type CryptoCode, isCryptoCode, parseAmount, toDecimalString } from '@ante/core';

/**
 * The smallest bet per currency, about ten US cents at typical prices: the studio
 * knows no exchange rates (the casino keeps those), so its ladder is set per coin. The
 * casino still holds every bet to its own limits (a refusal is LIMIT_EXCEEDED).
 */
const SMALLEST: Record<CryptoCode, string> = {
  BTC: '0.000001',
  ETH: '0.00004',
  LTC: '0.001',
  USDT: '0.1',
  USDC: '0.1',
  SOL: '0.001',
  BNB: '0.0002',
  SHIB: '10000',
  DOGE: '0.5',
  XRP: '0.05',
  TRX: '0.5',
  TUSD: '0.1',
  DAI: '0.1',
};

const STEPS = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n];

/** The bets a player can choose in `currency`, ascending; empty for a currency the studio does not know. */
export function betLevels(currency: string): string[] {
  if (!isCryptoCode(currency)) return [];
  const smallest = SMALLEST[currency];
  // Never finer than the currency itself allows, so every level is an amount the casino accepts.
  const decimals = smallest.split('.')[1]?.length ?? 0;
  if (decimals > CRYPTO_CURRENCIES[currency].significantDigits) return [];
  return STEPS.map((step) => toDecimalString(parseAmount(smallest) * step));
}

/** The level a new session starts at: the fourth step (ten times the smallest). */
export function defaultBet(levels: readonly string[]): string {
  return levels[Math.min(3, levels.length - 1)] ?? '0';
}
