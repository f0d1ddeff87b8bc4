import type { Atoms, CryptoCode } from '@ante/core';

/** What every Cashier tab gets: the currency shared across tabs, and the wallet to pick from. */
export type CashierTabProps = {
  currency: CryptoCode;
  onCurrencyChange: (currency: CryptoCode) => void;
  offered: readonly CryptoCode[];
  balances: ReadonlyMap<CryptoCode, Atoms>;
  hideBalances: boolean;
};
