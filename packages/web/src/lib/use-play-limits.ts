import { type PlayLimits, playLimitsApi, type SetPlayLimitRequest } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useCurrentUser } from './current-user';

/** The limits' query: a credited deposit refreshes it too, as it counts against a deposit limit. */
export function playLimitsKey(userId: string) {
  return ['user', userId, 'limits'] as const;
}

function usePlayLimitsKey() {
  const { user } = useCurrentUser();
  return { key: playLimitsKey(user?.userId ?? ''), enabled: user !== null };
}

/**
 * The player's deposit, loss, wager and time limits, with what each has used this
 * period. Settings and the cashier's deposit-limit offer share it, so a limit set in
 * one is in the other at once.
 */
export function usePlayLimits() {
  const { key, enabled } = usePlayLimitsKey();
  return useQuery({ queryKey: key, queryFn: () => api.call(playLimitsApi.list), enabled });
}

/** A change answers the limits as they now are, which replace the cached ones. */
function useLimitsChange<Input>(call: (input: Input) => Promise<PlayLimits>) {
  const queryClient = useQueryClient();
  const { key } = usePlayLimitsKey();
  return useMutation({
    mutationFn: call,
    onSuccess: (limits) => queryClient.setQueryData(key, limits),
  });
}

export function useSetPlayLimit() {
  return useLimitsChange((body: SetPlayLimitRequest) => api.call(playLimitsApi.set, { body }));
}

export function useConfirmPlayLimit() {
  return useLimitsChange((body: Pick<SetPlayLimitRequest, 'kind' | 'period'>) =>
    api.call(playLimitsApi.confirm, { body }),
  );
}

/** Declines the deposit limit the cashier offers before a first deposit (docs/play-limits.md). */
export function useDeclineDepositOffer() {
  return useLimitsChange(() => api.call(playLimitsApi.declineDepositOffer, { body: {} }));
}
