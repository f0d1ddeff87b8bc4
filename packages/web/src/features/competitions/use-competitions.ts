import type { FiatCode } from '@ante/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { openModal } from '../../ui/modal-stack';
import { useCurrentUser } from '../auth/use-current-user';
import { useSetting } from '../settings/client-settings';
import { resolveFiat } from '../wallet/money';
import { useRates } from '../wallet/use-wallet';
import { formatUsdIn } from './competition-format';
import { competitionsKeys, fetchCompetitions, fetchLeaderboard, fetchMyStanding } from './competitions-api';

/** Leaderboards move with every bet: refreshed this often while on screen. */
const LEADERBOARD_REFETCH_MS = 15_000;

export function useCompetitions() {
  return useQuery({
    queryKey: competitionsKeys.list(),
    queryFn: fetchCompetitions,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

export function useLeaderboard(id: string | null, startAt: number) {
  return useQuery({
    queryKey: competitionsKeys.leaderboard(id ?? '', startAt),
    queryFn: () => fetchLeaderboard(id ?? '', startAt),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: LEADERBOARD_REFETCH_MS,
  });
}

/** The logged-in player's own standing; nothing while logged out. */
export function useMyStanding(id: string | null) {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  return useQuery({
    queryKey: competitionsKeys.mine(id ?? '', userId),
    queryFn: () => fetchMyStanding(id ?? ''),
    enabled: id !== null && userId !== '',
    refetchInterval: LEADERBOARD_REFETCH_MS,
  });
}

/**
 * Formats USD amounts (wagers, prizes) in the player's chosen fiat: one crypto's
 * price in that fiat and in USD gives the ratio. Dollars while the rates load.
 */
export function useUsdFormatter(): { fiat: FiatCode; format: (usd: string) => string } {
  const [storedFiat] = useSetting('fiatCurrency');
  const fiat = resolveFiat(storedFiat);
  const inFiat = useRates(fiat, fiat !== 'USD');
  const inUsd = useRates('USD', fiat !== 'USD');
  // Any crypto priced in both will do; the operator may not offer BTC.
  const code = Object.keys(inFiat.data?.rates ?? {}).find((key) => inUsd.data?.rates[key] !== undefined);
  const fiatRate = code ? inFiat.data?.rates[code] : undefined;
  const usdRate = code ? inUsd.data?.rates[code] : undefined;
  const format = useCallback(
    (usd: string) => formatUsdIn(usd, fiat, fiatRate, usdRate),
    [fiat, fiatRate, usdRate],
  );
  return { fiat, format };
}

/** Opens the Leaderboard modal of spec section 2 for one competition. */
export function openLeaderboard(competitionId: string): void {
  openModal('leaderboard', { metadata: { competitionId } });
}
