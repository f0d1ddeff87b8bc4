import { type BetFeedItem, playApi } from '@ante/core';
import { api } from '../../lib/api';

export type FeedTab = 'all' | 'my' | 'high';

/** The three lists of the panel: where each first loads from, and which socket feed keeps it live. */
export const FEED_TABS: Record<
  FeedTab,
  {
    label: string;
    route: (typeof playApi)['allBets' | 'myBets' | 'highRollerBets'];
    /** A feed whose events are bets (FEED_PAYLOADS). */
    feed: 'all_bets' | 'my_bets' | 'high_rollers';
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
