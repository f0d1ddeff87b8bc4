import { Button, EmptyState, Skeleton, Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useAuthModal } from '../../lib/use-auth-modal';
import {
  GiftIcon,
  type IconComponent,
  IdCardIcon,
  ListIcon,
  LockIcon,
  ShieldCheckIcon,
  UsersIcon,
} from '../../ui/icons';
import cardClasses from '../../ui/settings-card.module.css';
import tabBar from '../../ui/tab-bar.module.css';
import { scrollFadeClass, useScrollFade } from '../../ui/use-scroll-fade';
import classes from './settings-page.module.css';
import { parseSettingsTab, SETTINGS_TABS, type SettingsTab } from './settings-tabs';

const TAB_ICONS: Record<SettingsTab, IconComponent> = {
  security: ShieldCheckIcon,
  verify: IdCardIcon,
  affiliate: UsersIcon,
  transactions: ListIcon,
  offers: GiftIcon,
};

/**
 * What each tab shows. The tabs belong to other features (account, verification,
 * affiliate, transactions, rewards); the app hands them in, so this page knows none of them.
 */
export type SettingsTabContent = Record<SettingsTab, () => ReactNode>;

/**
 * Settings need a signed-in player (docs/product.md#who-may-do-what). The login modal opens by itself
 * once on arrival (not again after it is closed, which would trap the visitor, and not
 * over another modal the address asked for).
 */
function LoginRequired() {
  const { tab, openAuth } = useAuthModal();
  const arrived = useRef(true);

  useEffect(() => {
    if (!arrived.current) return;
    arrived.current = false;
    if (tab === null) openAuth('login');
  }, [tab, openAuth]);

  return (
    <EmptyState
      className={cardClasses.message}
      variant="light"
      size="lg"
      icon={<LockIcon />}
      title="Log in to see your settings"
    >
      <EmptyState.Description className={cardClasses.messageText}>
        Your security, verification, referral link and wallet history are here once you are signed in.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button onClick={() => openAuth('login')}>Log in</Button>
        <Button variant="default" onClick={() => openAuth('register')}>
          Register
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function SettingsTabs({ content }: { content: SettingsTabContent }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseSettingsTab(searchParams.get('tab'));
  // On a phone the tab bar scrolls sideways: it shows there is more, and keeps the open tab in view.
  const tabListRef = useScrollFade<HTMLDivElement>(tab);

  // Other parameters (an open modal, say) survive a tab change; each tab is a history entry.
  const handleTabChange = (value: string | null) => {
    if (!value || value === tab) return;
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('tab', value);
      return next;
    });
  };

  return (
    <Tabs
      value={tab}
      onChange={handleTabChange}
      keepMounted={false}
      activateTabWithKeyboard={false}
      classNames={{
        list: `${tabBar.page} ${scrollFadeClass}`,
        tabSection: classes.tabIcon,
      }}
    >
      <Tabs.List ref={tabListRef} aria-label="Settings sections">
        {SETTINGS_TABS.map(({ slug, label }) => {
          const Icon = TAB_ICONS[slug];
          return (
            <Tabs.Tab key={slug} value={slug} leftSection={<Icon size={16} />}>
              {label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {SETTINGS_TABS.map(({ slug }) => (
        <Tabs.Panel key={slug} value={slug} className={classes.panel}>
          {content[slug]()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** /settings?tab=: the player's security, verification, referral link, history and offers. */
export function SettingsPage({ tabs }: { tabs: SettingsTabContent }) {
  const { user, isPending } = useCurrentUser();

  return (
    <div className={classes.page}>
      <h1 className={classes.pageTitle}>Settings</h1>
      <p className={classes.pageLead}>Your account, its security and your wallet history.</p>
      {isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : user ? (
        <SettingsTabs content={tabs} />
      ) : (
        <LoginRequired />
      )}
    </div>
  );
}
