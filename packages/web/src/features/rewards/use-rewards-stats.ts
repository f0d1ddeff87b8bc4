import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REWARDS_STATS_REFETCH_MS, REWARDS_STATS_STALE_MS } from '../../app/timing';
import { useCurrentUser } from '../auth/use-current-user';
import { useSocketManager } from '../realtime/realtime-context';
import { hasBonusInPlay } from './bonus-in-play';
import { fetchRewardsStats, rewardsKeys } from './rewards-api';

/** The player's rewards stats (GET /rewards/stats), offers included; null while logged out. */
export function useRewardsStats() {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  return useQuery({
    queryKey: rewardsKeys.stats(userId),
    queryFn: fetchRewardsStats,
    enabled: userId !== '',
    staleTime: REWARDS_STATS_STALE_MS,
    refetchInterval: REWARDS_STATS_REFETCH_MS,
  });
}

/**
 * Keeps the stats current while they can change: a credited deposit may start the
 * bonus, a settled bet moves its rollover (and the read that sees it met pays it), and
 * rollover_progress tells this tab of a payment made in another.
 */
export function useRewardsLive(): void {
  const manager = useSocketManager();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';

  useEffect(() => {
    if (!userId) return;
    const key = rewardsKeys.stats(userId);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    /** Only while the stats hold something a deposit or a bet can move. */
    const inPlay = () => {
      const stats = queryClient.getQueryData<Awaited<ReturnType<typeof fetchRewardsStats>>>(key);
      return stats ? hasBonusInPlay(stats) : false;
    };
    const stops = [
      manager.on('deposits', (payload) => {
        if ((payload as { pending?: boolean } | null)?.pending === false && inPlay()) refresh();
      }),
      manager.on('my_bets', () => {
        if (inPlay()) refresh();
      }),
      manager.on('rollover_progress', refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [manager, queryClient, userId]);
}
