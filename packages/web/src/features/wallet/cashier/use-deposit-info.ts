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
/**
 * On a real chain confirmations arrive with blocks, not with events, so the list is
 * read again this often while a deposit there is counting them.
 */
export const REAL_CHAIN_POLL_MS = 5_000;

/** The player's deposit addresses and pending deposits for one currency. */
export function useDepositInfo(currency: CryptoCode) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: walletKeys.deposit(user?.userId ?? '', currency),
    queryFn: () => fetchDepositInfo(currency),
    enabled: user !== null,
    staleTime: 5_000,
    refetchInterval: (current) => {
      const data = current.state.data;
      if (!data?.pending.length) return false;
      const real = data.pending.some(
        (deposit) => data.addresses.find((entry) => entry.network === deposit.network)?.kind !== 'simulated',
      );
      return real ? REAL_CHAIN_POLL_MS : PENDING_DEPOSIT_POLL_MS;
    },
  });
}
