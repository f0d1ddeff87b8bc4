import { useModalParam } from '../ui/use-modal-param';

/** The Cashier's tabs, as the `modal` deep link names them (docs/product.md#deep-links). */
export const CASHIER_TABS = ['deposit', 'withdraw', 'tip', 'vault', 'buy-crypto'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];

export function isCashierTab(value: string | null): value is CashierTab {
  return (CASHIER_TABS as readonly (string | null)[]).includes(value);
}

/** The Cashier, opened by `?modal=deposit` and its other tabs (docs/product.md#deep-links). */
export function useCashierModal() {
  const { tab, shown, open, close, select, dialogProps } = useModalParam('cashier', CASHIER_TABS);
  return { tab, shownTab: shown, openCashier: open, closeCashier: close, selectTab: select, dialogProps };
}
