import { ActionIcon, Badge, Button, Tabs, Text, Title } from '@mantine/core';
import { ChatRoom } from '../../features/chat/chat-room';
import { RegionPicker } from '../../features/chat/region-picker';
import { useVisualViewport } from '../../features/chat/use-visual-viewport';
import { FriendsPanel } from '../../features/friends/friends-panel';
import { useSupportUnread } from '../../features/support/use-support-unread';
import { useSetting } from '../../lib/client-settings';
import { useCurrentUser } from '../../lib/current-user';
import { incomingCount } from '../../lib/friends/friends-optimistic';
import { useFriends } from '../../lib/friends/use-friends';
import { useLayoutState } from '../../lib/layout-state';
import { useAuthModal } from '../../lib/use-auth-modal';
import { ChatIcon, CloseIcon, HelpIcon } from '../../ui/icons';
import tabBar from '../../ui/tab-bar.module.css';
import classes from './chat-panel.module.css';
import { SupportSection } from './support-section';

/**
 * The right-hand chat column (docs/product.md#layout), with its Chat and Friends tabs (the
 * `chat tab` client setting), or the Support section when the profile menu's Support
 * opened it. The head carries the chat room picker; on phones the panel covers the
 * page (app-layout.module.css), sized to the part the keyboard leaves. Escape closes it
 * (app-layout.tsx), unless a dialog is open: then Escape is the dialog's.
 */
export function ChatPanel() {
  const { closeChat, chatView, openChat } = useLayoutState();
  const support = chatView === 'support';
  const supportUnread = useSupportUnread();
  useVisualViewport();
  return (
    <aside className={classes.panel} aria-label={support ? 'Support' : 'Chat'}>
      <div className={classes.head}>
        {support ? <HelpIcon size={18} /> : <ChatIcon size={18} />}
        <Title order={2} className={classes.title}>
          {support ? 'Support' : 'Chat'}
        </Title>
        {!support && <RegionPicker />}
        {!support && supportUnread > 0 && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => openChat('support')}
            rightSection={
              <Badge size="xs" color="red" circle>
                {supportUnread}
              </Badge>
            }
          >
            Support
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          ml="auto"
          aria-label={support ? 'Close support' : 'Close chat'}
          onClick={closeChat}
        >
          <CloseIcon size={18} />
        </ActionIcon>
      </div>
      {support ? <SupportSection onBackToChat={() => openChat('chat')} /> : <ChatTabs />}
    </aside>
  );
}

function ChatTabs() {
  const [tab, setTab] = useSetting('chatTab');
  const requests = incomingCount(useFriends().data);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value === 'chat' || value === 'friends') setTab(value);
      }}
      classNames={{ root: classes.tabs, list: `${tabBar.round} ${classes.tabList}`, panel: classes.tabPanel }}
      keepMounted={false}
    >
      <Tabs.List grow>
        <Tabs.Tab value="chat">Chat</Tabs.Tab>
        <Tabs.Tab
          value="friends"
          rightSection={
            requests > 0 ? (
              <Badge size="xs" color="red" circle>
                {requests}
              </Badge>
            ) : null
          }
        >
          Friends
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="chat">
        <ChatRoom />
      </Tabs.Panel>
      <Tabs.Panel value="friends">
        <FriendsTab />
      </Tabs.Panel>
    </Tabs>
  );
}

function FriendsTab() {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  if (user) return <FriendsPanel />;
  return (
    <div className={classes.body}>
      <Text fw={700} c="white">
        Friends
      </Text>
      <Text size="sm" c="dimmed" maw={240}>
        Log in to add friends and see when they are online.
      </Text>
      <Button onClick={() => openAuth('login')}>Log in</Button>
    </div>
  );
}
