import type { BalancesResponse, BetResponse, PlaceBetRequest } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { notifyError } from '../../lib/notify';
import { walletKeys } from '../../lib/wallet/wallet-api';
import { cashoutRound, fetchActiveRound, placeBet, playKeys, playStep } from './play-api';

type StepBody = { roundId: string; action: Record<string, unknown> };

/**
 * The play calls of one game. Every answer carries the player's new balance in the
 * round's currency; it goes straight into the wallet cache, so the header shows it
 * without a refetch. A failure shows the server's message; a 409 on a multi-step game
 * means our idea of the open round is out of date, so the open round is fetched again.
 * Each call resolves to the answer, or null when it failed (already reported).
 */
export function usePlay(slug: string, multiStep: boolean) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';

  const active = useQuery({
    queryKey: playKeys.active(userId, slug),
    queryFn: () => fetchActiveRound(slug),
    enabled: multiStep && user !== null,
    // The open round changes only through our own calls, which update it themselves.
    staleTime: Number.POSITIVE_INFINITY,
  });

  const handleSuccess = useCallback(
    ({ round, balance }: BetResponse) => {
      queryClient.setQueryData<BalancesResponse>(walletKeys.balances(userId), (previous) =>
        previous ? { ...previous, [round.currency]: balance } : previous,
      );
      if (multiStep) {
        queryClient.setQueryData(playKeys.active(userId, slug), round.status === 'active' ? round : null);
      }
    },
    [queryClient, userId, multiStep, slug],
  );

  const handleError = useCallback(
    (error: Error) => {
      notifyError(error);
      if (multiStep && error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: playKeys.active(userId, slug) });
      }
    },
    [queryClient, userId, multiStep, slug],
  );

  const bet = useMutation({
    mutationFn: (body: PlaceBetRequest) => placeBet(slug, body),
    onSuccess: handleSuccess,
    onError: handleError,
  });
  const step = useMutation({
    mutationFn: ({ roundId, action }: StepBody) => playStep(slug, roundId, action),
    onSuccess: handleSuccess,
    onError: handleError,
  });
  const cashout = useMutation({
    mutationFn: (roundId: string) => cashoutRound(slug, roundId),
    onSuccess: handleSuccess,
    onError: handleError,
  });

  const { mutateAsync: betAsync } = bet;
  const { mutateAsync: stepAsync } = step;
  const { mutateAsync: cashoutAsync } = cashout;
  return {
    activeRound: active.data ?? null,
    placeBet: useCallback((body: PlaceBetRequest) => betAsync(body).catch(() => null), [betAsync]),
    playStep: useCallback((body: StepBody) => stepAsync(body).catch(() => null), [stepAsync]),
    cashout: useCallback((roundId: string) => cashoutAsync(roundId).catch(() => null), [cashoutAsync]),
  };
}
