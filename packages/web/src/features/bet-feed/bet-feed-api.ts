import { type BetFeedItem, betFeedItemSchema, type Feed, playApi } from '@ante/core';
import { api } from '../../lib/api';

export type FeedTab = 'all' | 'my' | 'high';

/** The three lists of the panel: where each first loads from, and which socket feed keeps it live. */
export const FEED_TABS: Record<
  FeedTab,
  {
    label: string;
    route: (typeof playApi)['allBets' | 'myBets' | 'highRollerBets'];
    feed: Feed;
    requiresUser: boolean;
  }
> = {
  all: { label: 'All Bets', route: playApi.allBets, feed: 'all_bets', requiresUser: false },
  my: { label: 'My Bets', route: playApi.myBets, feed: 'my_bets', requiresUser: true },
  high: {
    label: 'High Rollers',
    route: playApi.highRollerBets,
    feed: 'high_rollers',
    requiresUser: false,
  },
};

export const FEED_TAB_ORDER: FeedTab[] = ['all', 'my', 'high'];

/** My Bets is keyed by player, so another player signing in on this tab never sees the last one's bets. */
export function betFeedKey(tab: FeedTab, userId: string | null) {
  return tab === 'my' ? (['bet-feed', tab, userId ?? ''] as const) : (['bet-feed', tab] as const);
}

export async function fetchBetFeed(tab: FeedTab): Promise<BetFeedItem[]> {
  const { bets } = await api.call(FEED_TABS[tab].route);
  return bets;
}

/** A socket event's payload as a feed item, or null when it is not one. */
export function readLiveBet(payload: unknown): BetFeedItem | null {
  const parsed = betFeedItemSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
