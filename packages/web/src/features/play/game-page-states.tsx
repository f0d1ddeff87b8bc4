import type { Game } from '@ante/core';
import { Button, EmptyState, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useImageSrc } from '../../lib/site-config';
import { AlertIcon, SearchIcon } from '../../ui/icons';
import classes from './game-page.module.css';

const PLACEHOLDER_SRC = '/img/games/placeholder.svg';

/** The page's shape while the catalogue entry loads, so nothing jumps when it arrives. */
export function GamePageSkeleton() {
  return (
    <div className={classes.page} aria-busy="true">
      <Skeleton height={36} width={220} radius="md" />
      <div className={classes.game}>
        <Skeleton className={classes.panelSkeleton} radius={0} />
        <Skeleton className={classes.boardSkeleton} radius={0} />
      </div>
    </div>
  );
}

function Message({ title, children, error }: { title: string; children: string; error?: boolean }) {
  return (
    <EmptyState
      className={classes.message}
      variant="light"
      size="lg"
      icon={error ? <AlertIcon /> : <SearchIcon />}
    >
      <EmptyState.Title order={1} c="white" fw={800}>
        {title}
      </EmptyState.Title>
      <EmptyState.Description>{children}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/" variant="default">
          Back to the lobby
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function GameNotFound() {
  return (
    <Message title="Game not found">
      We could not find that game. It may have been renamed or taken out of the lobby.
    </Message>
  );
}

export function GameLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <EmptyState className={classes.message} variant="light" size="lg" icon={<AlertIcon />}>
      <EmptyState.Title order={1} c="white" fw={800}>
        This game could not be loaded
      </EmptyState.Title>
      <EmptyState.Description>Check your connection and try again.</EmptyState.Description>
      <EmptyState.Actions>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A catalogue game whose table is not built yet: its art and name, and a promise. */
export function GameComingSoon({ game }: { game: Game }) {
  const src = useImageSrc(game.thumbnail, 480);
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.comingSoon}>
      {src && (
        <img
          className={classes.comingSoonArt}
          src={failed ? PLACEHOLDER_SRC : src}
          alt=""
          width={240}
          height={320}
          onError={() => setFailed(true)}
        />
      )}
      <div className={classes.comingSoonText}>
        <span className={classes.provider}>{game.provider}</span>
        <h1 className={classes.comingSoonTitle}>{game.name}</h1>
        <p className={classes.description}>{game.description}</p>
        <span className={classes.soonBadge}>Coming soon</span>
        <Button component={Link} to="/" variant="default" mt="md">
          Back to the lobby
        </Button>
      </div>
    </div>
  );
}
