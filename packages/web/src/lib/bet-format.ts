import { isCryptoCode } from '@ante/core';
import { formatCryptoAmount, toAtoms } from './money';

/** "2.00×": two decimals, truncated like every other figure shown to players. */
export function formatMultiplier(multiplier: string): string {
  const [whole = '0', fraction = ''] = multiplier.trim().replace(/^\+/, '').split('.');
  return `${whole || '0'}.${fraction.padEnd(2, '0').slice(0, 2)}×`;
}

/** "14:05" in the player's own time zone; an unreadable time shows as a dash. */
export function formatBetTime(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '–';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An amount in its currency's precision; an unknown currency keeps the server's digits. */
export function formatBetAmount(amount: string, currency: string): string {
  return isCryptoCode(currency) ? formatCryptoAmount(toAtoms(amount), currency) : amount;
}

/** A win pays something back; a loss pays nothing. */
export function isWin(payout: string): boolean {
  return toAtoms(payout) > 0n;
}

/**
 * The Payout column: what the round returned in total, stake included, for a win and
 * a loss alike (a loss returned nothing, so it reads 0), as the feed item's `payout`
 * is defined (docs/money-display.md).
 */
export function formatPayout(bet: { payout: string; currency: string }): string {
  return formatBetAmount(bet.payout, bet.currency);
}
