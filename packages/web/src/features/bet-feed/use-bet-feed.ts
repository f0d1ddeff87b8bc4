import type { BetFeedItem } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import { betFeedKey, FEED_TAB_ORDER, FEED_TABS, type FeedTab, fetchBetFeed } from './bet-feed-api';
import { freshRoundIds, prependBet } from './feed-cache';

/** The socket keeps a watched list current; a refetch covers bets missed while nobody watched. */
const FEED_STALE_MS = 30_000;

/** One tab's list: fetched once, then kept current by `useLiveBetFeeds`. */
export function useBetFeed(tab: FeedTab) {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? null;
  return useQuery({
    queryKey: betFeedKey(tab, userId),
    queryFn: () => fetchBetFeed(tab),
    // My Bets answers 401 to a visitor: do not ask.
    enabled: !FEED_TABS[tab].requiresUser || userId !== null,
    staleTime: FEED_STALE_MS,
  });
}

/**
 * While the panel is on screen, every bet the socket announces goes to the top of
 * its list in the cache, for all tabs at once, so switching tabs shows current data
 * without another fetch. Lists not loaded yet are left alone: their fetch will do.
 */
export function useLiveBetFeeds(): void {
  const manager = useSocketManager();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? null;

  useEffect(() => {
    const stops = FEED_TAB_ORDER.filter((tab) => !FEED_TABS[tab].requiresUser || userId !== null).map((tab) =>
      manager.on(FEED_TABS[tab].feed, (bet) => {
        queryClient.setQueryData<BetFeedItem[]>(betFeedKey(tab, userId), (bets) =>
          bets ? prependBet(bets, bet) : undefined,
        );
      }),
    );
    // Bets missed (frames skipped, or the socket was down) are read from the list route again.
    const refetch = (tab: FeedTab) =>
      void queryClient.invalidateQueries({ queryKey: betFeedKey(tab, userId) });
    stops.push(
      manager.onGap((feed) => {
        for (const tab of FEED_TAB_ORDER) if (FEED_TABS[tab].feed === feed) refetch(tab);
      }),
    );
    let connectedBefore = false;
    stops.push(
      manager.onConnected(() => {
        if (connectedBefore) for (const tab of FEED_TAB_ORDER) refetch(tab);
        connectedBefore = true;
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [manager, queryClient, userId]);
}

/** The rounds a shown list gained while on screen, for their entrance animation. */
export function useFreshRoundIds(bets: readonly BetFeedItem[] | undefined): ReadonlySet<string> {
  const [previous, setPrevious] = useState(bets);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  if (bets !== previous) {
    setPrevious(bets);
    setFresh(freshRoundIds(previous, bets, fresh));
  }
  return fresh;
}
