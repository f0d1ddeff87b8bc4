import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import { REWARDS_STATS_REFETCH_MS, REWARDS_STATS_STALE_MS } from '../../lib/timing';
import { hasBonusInPlay } from './bonus-in-play';
import { fetchRewardsStats, rewardsKeys } from './rewards-api';

/**
 * The player's rewards stats (GET /rewards/stats): rank, every reward there is to claim
 * offers and their total; no data while logged out. Polled (docs/product.md#timing) every 15 s while
 * logged in, and only while the tab is visible (a hidden tab catches up on its return,
 * as React Query refetches on focus).
 */
export function useRewardsStats() {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  return useQuery({
    queryKey: rewardsKeys.stats(userId),
    queryFn: fetchRewardsStats,
    enabled: userId !== '',
    staleTime: REWARDS_STATS_STALE_MS,
    refetchInterval: REWARDS_STATS_REFETCH_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The one way the stats are read again after something changed them: a claim, a
 * settled bet, a payment seen on the socket. A read already on its way is replaced,
 * since it may have started before the change.
 */
export function invalidateRewardsStats(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: rewardsKeys.stats(userId) });
}

/** Settled bets refresh the stats at most this often: auto-bet settles several a second. */
const SETTLED_BET_REFRESH_MS = 1_000;

/**
 * Keeps the stats current while they can change: every settled bet (my_bets, whichever
 * tab or device placed it) earns rakeback, moves xp and any rollover (and the read that
 * sees a rollover met pays it), a credited deposit may start the welcome bonus, and
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
    const refresh = () => void invalidateRewardsStats(queryClient, userId);
    // At once for a lone bet; during a burst, once a second and once after its last bet.
    let lastMs = 0;
    let trailing: number | undefined;
    const refreshAfterBet = () => {
      if (trailing !== undefined) return;
      const waitMs = lastMs + SETTLED_BET_REFRESH_MS - Date.now();
      const run = () => {
        trailing = undefined;
        lastMs = Date.now();
        refresh();
      };
      if (waitMs <= 0) run();
      else trailing = window.setTimeout(run, waitMs);
    };
    /** Only while the stats hold something a deposit or a bet can move. */
    const inPlay = () => {
      const stats = queryClient.getQueryData<Awaited<ReturnType<typeof fetchRewardsStats>>>(key);
      return stats ? hasBonusInPlay(stats) : false;
    };
    const stops = [
      manager.on('deposits', (payload) => {
        if ((payload as { pending?: boolean } | null)?.pending === false && inPlay()) refresh();
      }),
      manager.on('my_bets', refreshAfterBet),
      manager.on('rollover_progress', refresh),
    ];
    return () => {
      window.clearTimeout(trailing);
      for (const stop of stops) stop();
    };
  }, [manager, queryClient, userId]);
}
