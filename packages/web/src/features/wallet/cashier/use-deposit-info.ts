import type { CryptoCode, PendingDeposit } from '@ante/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../auth/use-current-user';
import { formatCryptoAmount, toAtoms } from '../money';
import { useRefreshBalances } from '../use-wallet';
import { fetchDepositInfo, walletKeys } from '../wallet-api';

/** While deposits wait for confirmations and the Deposit tab is open, look again this often. */
export const PENDING_DEPOSIT_POLL_MS = 5_000;
/** Spec section 9: deposit notices stay for 30 s. */
export const DEPOSIT_TOAST_MS = 30_000;

/**
 * The player's deposit addresses and pending deposits for one currency. Until the
 * deposits socket feed lands, polling stands in for it: a pending deposit that
 * leaves the list has been credited, so balances are refetched and a notice shown.
 */
export function useDepositInfo(currency: CryptoCode) {
  const { user } = useCurrentUser();
  const refreshBalances = useRefreshBalances();
  const query = useQuery({
    queryKey: walletKeys.deposit(user?.userId ?? '', currency),
    queryFn: () => fetchDepositInfo(currency),
    enabled: user !== null,
    staleTime: PENDING_DEPOSIT_POLL_MS,
    refetchInterval: (current) => (current.state.data?.pending.length ? PENDING_DEPOSIT_POLL_MS : false),
  });

  const seen = useRef<{ currency: string; pending: PendingDeposit[] } | null>(null);
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    const before = seen.current;
    seen.current = { currency: data.currency, pending: data.pending };
    if (!before || before.currency !== data.currency) return;
    const credited = before.pending.filter((old) => !data.pending.some((now) => now.id === old.id));
    if (credited.length === 0) return;
    void refreshBalances();
    for (const deposit of credited) {
      notifications.show({
        color: 'brand',
        title: 'Deposit confirmed',
        message: `${formatCryptoAmount(toAtoms(deposit.amount), currency)} ${currency} is in your balance.`,
        autoClose: DEPOSIT_TOAST_MS,
      });
    }
  }, [query.data, currency, refreshBalances]);

  return query;
}
