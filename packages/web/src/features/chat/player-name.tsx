import { UnstyledButton } from '@mantine/core';
import { openQuickview } from '../quickview/open-quickview';
import classes from './chat.module.css';

/** A player's name in chat: it opens their quickview. */
export function PlayerName({ username }: { username: string }) {
  return (
    <UnstyledButton
      className={classes.name}
      onClick={() => openQuickview(username)}
      aria-label={`Open ${username}'s profile`}
    >
      {username}
    </UnstyledButton>
  );
}
