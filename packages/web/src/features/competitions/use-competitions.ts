import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/current-user';
import { openModal } from '../../ui/modal-stack';
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

/** Opens the Leaderboard modal (docs/product.md#modals) for one competition. */
export function openLeaderboard(competitionId: string): void {
  openModal('leaderboard', { metadata: { competitionId } });
}
