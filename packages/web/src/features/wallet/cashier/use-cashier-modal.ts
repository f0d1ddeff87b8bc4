import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The Cashier's tabs, as the `modal` deep link names them (spec section 2). */
export const CASHIER_TABS = ['deposit', 'withdraw', 'tip', 'vault', 'buy-crypto'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];

export function isCashierTab(value: string | null): value is CashierTab {
  return (CASHIER_TABS as readonly (string | null)[]).includes(value);
}

/**
 * Like the Auth modal, the Cashier lives in the URL (`?modal=deposit` and friends),
 * so deep links, the header button and the profile menu open it the same way, and
 * sharing the one `modal` parameter keeps a single modal open at a time.
 */
export function useCashierModal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('modal');
  const tab = isCashierTab(value) ? value : null;

  const openCashier = useCallback(
    (next: CashierTab) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('modal', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const closeCashier = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete('modal');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, openCashier, closeCashier };
}
