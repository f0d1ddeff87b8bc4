import { Button, type ButtonProps } from '@mantine/core';
import { useLayoutState } from '../../lib/layout-state';
import { ChatIcon } from '../../ui/icons';

/**
 * Opens the live chat with support in the chat column, at any width: for the help
 * centre and other pages to place wherever a player may want a person.
 */
export function ChatWithUsButton({
  children = 'Chat with us',
  ...props
}: ButtonProps & { children?: string }) {
  const { openChat } = useLayoutState();
  return (
    <Button leftSection={<ChatIcon size={16} />} onClick={() => openChat('support')} {...props}>
      {children}
    </Button>
  );
}
