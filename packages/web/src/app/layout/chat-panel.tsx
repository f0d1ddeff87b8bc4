import { ActionIcon, Badge, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ChatIcon, CloseIcon } from '../../ui/icons';
import classes from './chat-panel.module.css';
import { useLayoutState } from './layout-state';

/**
 * The right-hand chat column (spec section 2). The chat itself arrives with its own
 * issue; the panel already opens, closes and overlays the page on phones.
 */
export function ChatPanel() {
  const { closeChat } = useLayoutState();

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeChat();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [closeChat]);

  return (
    <aside className={classes.panel} aria-label="Chat">
      <div className={classes.head}>
        <ChatIcon size={18} />
        <Title order={2} className={classes.title}>
          Chat
        </Title>
        <Badge variant="light" color="gray" radius="sm" size="sm">
          EN
        </Badge>
        <ActionIcon variant="subtle" color="gray" ml="auto" aria-label="Close chat" onClick={closeChat}>
          <CloseIcon size={18} />
        </ActionIcon>
      </div>
      <div className={classes.body}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <ChatIcon size={28} />
        </ThemeIcon>
        <Text fw={700} c="white">
          Chat is coming soon
        </Text>
        <Text size="sm" c="dimmed" maw={240}>
          Talk to other players, share big wins and tip friends, right here.
        </Text>
      </div>
      <div className={classes.foot}>
        <TextInput disabled placeholder="Chat opens soon" aria-label="Chat message" size="sm" />
      </div>
    </aside>
  );
}
