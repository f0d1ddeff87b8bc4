import type { FiatCode } from '@ante/core';
import { formatCryptoAmount, formatFiatAmount, HIDDEN_AMOUNT } from '../money';
import type { BalanceRow } from './use-wallet';

export type BalanceView = 'fiat' | 'crypto';

/**
 * A balance as the chosen view shows it. Until rates arrive the fiat view falls back
 * to the crypto amount rather than showing a wrong zero.
 */
export function displayBalance(row: BalanceRow, view: BalanceView, fiat: FiatCode, hidden: boolean): string {
  if (hidden) return HIDDEN_AMOUNT;
  if (view === 'fiat' && row.fiatAtoms !== null) return formatFiatAmount(row.fiatAtoms, fiat);
  return formatCryptoAmount(row.atoms, row.currency);
}

/**
 * The dropdown (docs/product.md#balance-dropdown) sorts by the shown value, largest first; ties keep
 * the operator's order (the sort is stable). Empty balances go when asked to.
 */
export function sortBalances(
  rows: readonly BalanceRow[],
  view: BalanceView,
  hideEmpty: boolean,
): BalanceRow[] {
  const key = (row: BalanceRow) => (view === 'fiat' ? (row.fiatAtoms ?? 0n) : row.atoms);
  return rows
    .filter((row) => !hideEmpty || row.atoms > 0n)
    .sort((a, b) => {
      const difference = key(b) - key(a);
      return difference > 0n ? 1 : difference < 0n ? -1 : 0;
    });
}
