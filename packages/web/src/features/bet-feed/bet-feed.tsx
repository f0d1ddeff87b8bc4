import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import tabBar from '../../ui/tab-bar.module.css';
import { scrollFadeClass, useScrollFade } from '../../ui/use-scroll-fade';
import classes from './bet-feed.module.css';
import { FEED_TAB_ORDER, FEED_TABS, type FeedTab } from './bet-feed-api';
import { BetFeedTable } from './bet-feed-table';
import { useLiveBetFeeds } from './use-bet-feed';

function isFeedTab(value: string | null): value is FeedTab {
  return value !== null && value in FEED_TABS;
}

/**
 * The live bet feed: All Bets, My Bets (signed-in players only) and High Rollers.
 * Each list loads once and then grows from the socket; a row opens the bet slip.
 */
export function BetFeed() {
  const { user } = useCurrentUser();
  const [chosen, setChosen] = useState<FeedTab>('all');
  const tabs = FEED_TAB_ORDER.filter((tab) => !FEED_TABS[tab].requiresUser || user);
  // Signing out while on My Bets falls back to All Bets.
  const tab = tabs.includes(chosen) ? chosen : 'all';
  useLiveBetFeeds();
  const tabListRef = useScrollFade<HTMLDivElement>(tab);

  return (
    <section className={classes.panel} aria-label="Live bets">
      <Tabs
        value={tab}
        onChange={(value) => isFeedTab(value) && setChosen(value)}
        keepMounted={false}
        classNames={{ list: `${tabBar.scroll} ${tabBar.fit} ${classes.tabsList} ${scrollFadeClass}` }}
      >
        <Tabs.List ref={tabListRef}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {FEED_TABS[value].label}
            </Tabs.Tab>
          ))}
          <span className={classes.live} aria-hidden="true">
            <span className={classes.liveDot} />
            <span className={classes.liveText}>Live</span>
          </span>
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            <BetFeedTable tab={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
