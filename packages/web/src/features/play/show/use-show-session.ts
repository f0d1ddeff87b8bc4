import type { ShowPlayerBet } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-text';
import { useRefreshBalances } from '../../../lib/wallet/use-wallet';
import { launchProviderGame } from '../provider/launch-api';
import { fetchShowBets, openShowSession, placeShowBet } from './show-api';

/** The one-time launch token a real-money launch URL carries. */
export function launchToken(url: string): string | null {
  try {
    return new URL(url, 'http://casino.invalid').searchParams.get('token');
  } catch {
    return null;
  }
}

/** Keeps the newer copy of each bet (by id) and the order they were placed in. */
export function mergeBets(
  current: readonly ShowPlayerBet[],
  incoming: readonly ShowPlayerBet[],
): ShowPlayerBet[] {
  const byId = new Map(current.map((bet) => [bet.id, bet]));
  for (const bet of incoming) byId.set(bet.id, bet);
  return [...byId.values()];
}

export interface ShowSession {
  /** False for a visitor: they watch, and are asked to log in to bet. */
  canBet: boolean;
  ready: boolean;
  chips: readonly string[];
  balance: string | null;
  currency: string | null;
  bets: readonly ShowPlayerBet[];
  placing: boolean;
  /** The last refusal or failure, in words for the player. */
  error: string | null;
  clearError: () => void;
  place: (roundId: number, spot: string, amount: string) => void;
  retry: () => void;
}

/**
 * The player's seat at the show. The casino launches the game for real money in the
 * selected currency (a one-time token in the launch URL); the studio trades the token
 * for a session key, the chips it offers and the balance. Bets go to the studio with
 * that key. The seat is opened again when the currency changes or the studio says the
 * session expired. `roundKey` changes with the round and its settlement, to read the
 * bets back with their status and payout.
 */
export function useShowSession(
  slug: string,
  studioUrl: string | null,
  currency: string,
  roundKey: string,
): ShowSession {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  const canBet = user !== null;
  const userId = user?.userId ?? '';
  const session = useQuery({
    queryKey: ['show-session', slug, currency, userId],
    enabled: canBet && studioUrl !== null,
    queryFn: async () => {
      const launch = await launchProviderGame(slug, currency, 'real');
      const token = launchToken(launch.url);
      if (!token) throw new Error('The launch gave no token');
      return openShowSession(studioUrl as string, token, slug);
    },
    // A launch token works once: the session is kept until something changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const sessionKey = session.data?.sessionKey ?? null;
  const [bets, setBets] = useState<ShowPlayerBet[]>([]);
  const [balance, setBalance] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setBalance(session.data?.balance ?? null);
    setBets([]);
  }, [session.data]);

  const restored = useQuery({
    queryKey: ['show-bets', sessionKey, roundKey],
    enabled: sessionKey !== null && studioUrl !== null,
    queryFn: () => fetchShowBets(studioUrl as string, sessionKey as string),
    staleTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (restored.data) setBets((current) => mergeBets(current, restored.data.bets));
  }, [restored.data]);

  const reopen = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['show-session', slug, currency, userId] }),
    [queryClient, slug, currency, userId],
  );
  const expired = restored.error && isApiError(restored.error, 'SESSION_EXPIRED');
  useEffect(() => {
    if (expired) reopen();
  }, [expired, reopen]);

  const mutation = useMutation({
    mutationFn: (bet: { roundId: number; spot: string; amount: string }) =>
      placeShowBet(studioUrl as string, { sessionKey: sessionKey as string, ...bet }),
    onSuccess: (answer) => {
      setError(null);
      setBets((current) => mergeBets(current, [answer.bet]));
      setBalance(answer.balance);
      void refreshBalances();
    },
    onError: (failure) => {
      if (isApiError(failure, 'SESSION_EXPIRED')) reopen();
      setError(errorMessage(failure));
    },
  });

  return {
    canBet,
    ready: sessionKey !== null,
    chips: session.data?.chips ?? [],
    balance,
    currency: session.data?.currency ?? null,
    bets,
    placing: mutation.isPending,
    error: error ?? (session.error ? errorMessage(session.error) : null),
    clearError: () => setError(null),
    place: (roundId, spot, amount) => {
      if (sessionKey && studioUrl) mutation.mutate({ roundId, spot, amount });
    },
    retry: () => void session.refetch(),
  };
}
