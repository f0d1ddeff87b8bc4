import { useModalParam } from '../ui/use-modal-param';

/** The Cashier's tabs, as the `modal` deep link names them (spec section 2). */
export const CASHIER_TABS = ['deposit', 'withdraw', 'tip', 'vault', 'buy-crypto'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];

export function isCashierTab(value: string | null): value is CashierTab {
  return (CASHIER_TABS as readonly (string | null)[]).includes(value);
}

/** The Cashier, opened by `?modal=deposit` and its other tabs (spec section 2). */
export function useCashierModal() {
  const { tab, shown, open, close, select, dialogProps } = useModalParam('cashier', CASHIER_TABS);
  return { tab, shownTab: shown, openCashier: open, closeCashier: close, selectTab: select, dialogProps };
}
