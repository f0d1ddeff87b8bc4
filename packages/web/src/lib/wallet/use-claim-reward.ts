import { type BalancesResponse, isCryptoCode } from '@ante/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../current-user';
import { formatCryptoAmount, toAtoms } from '../money';
import { notifySuccess } from '../notify';
import { flyToBalance, holdBalance } from './claim-flight';
import { useUsdFormatter } from './use-usd-formatter';
import { useRefreshBalances } from './use-wallet';
import { walletKeys } from './wallet-api';

/**
 * The rewards stats (rank, wager, claimable bonuses), which every claim changes. The
 * rewards feature reads them under this key.
 */
export const rewardsStatsKey = (userId: string) => ['rewards', userId, 'stats'] as const;

/** One currency a claim paid: the amount and the player's new balance in it. */
export type RewardPayment = { currency: string; amount: string; balance: string };

/** What any claim paid, as the claim calls answer it, in one shape: the payments and their USD value. */
export type ClaimedReward = { payments: RewardPayment[]; usd: string };

/** "0.25 USDT and 0.00000100 BTC": the payments at each currency's precision. */
export function describePayments(payments: readonly RewardPayment[]): string {
  const parts = payments.map((payment) =>
    isCryptoCode(payment.currency)
      ? `${formatCryptoAmount(toAtoms(payment.amount), payment.currency)} ${payment.currency}`
      : `${payment.amount} ${payment.currency}`,
  );
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Every reward claim (the Loyalty panel's, an affiliate campaign's commission) goes
 * through here, so they all end alike: the claimed value flies from the button to the
 * header balance, the balance takes the new amounts the answer carries as it lands, a
 * toast says what was paid, and the stats and balances are read again (one invalidate
 * path for every claim), with `alsoRefresh`, the claim's own figures. `claim` takes the
 * call's own input; `from` is the button pressed, where the flight starts.
 */
export function useClaimReward<Input>(
  claim: (input: Input) => Promise<ClaimedReward>,
  title: (input: Input) => string,
  alsoRefresh?: QueryKey,
) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  const refreshBalances = useRefreshBalances();
  const format = useUsdFormatter();
  return useMutation({
    mutationFn: ({ input }: { input: Input; from: Element | null }) => claim(input),
    // The header keeps its figure until the amount lands (claim-flight.ts).
    onMutate: () => ({ release: holdBalance() }),
    onSettled: (_paid, _error, _variables, context) => context?.release(),
    onSuccess: async (paid, { input, from }, context) => {
      await flyToBalance(from, `+${format(paid.usd)}`);
      context?.release();
      queryClient.setQueryData<BalancesResponse>(walletKeys.balances(userId), (previous) =>
        previous
          ? {
              ...previous,
              ...Object.fromEntries(paid.payments.map((payment) => [payment.currency, payment.balance])),
            }
          : previous,
      );
      notifySuccess(title(input), `${describePayments(paid.payments)} is in your balance.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsStatsKey(userId) }),
        refreshBalances(),
        alsoRefresh && queryClient.invalidateQueries({ queryKey: alsoRefresh }),
      ]);
    },
  });
}
