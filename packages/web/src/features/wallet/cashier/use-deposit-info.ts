import type { CryptoCode } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/current-user';
import { fetchDepositInfo, walletKeys } from '../../../lib/wallet/wallet-api';

/**
 * A slow safety net while deposits are confirming: the deposits feed refreshes this
 * query as events arrive (and shows the notices), so polling only covers a socket
 * that is reconnecting.
 */
export const PENDING_DEPOSIT_POLL_MS = 30_000;

/** The player's deposit addresses and pending deposits for one currency. */
export function useDepositInfo(currency: CryptoCode) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: walletKeys.deposit(user?.userId ?? '', currency),
    queryFn: () => fetchDepositInfo(currency),
    enabled: user !== null,
    staleTime: 5_000,
    refetchInterval: (current) => (current.state.data?.pending.length ? PENDING_DEPOSIT_POLL_MS : false),
  });
}
