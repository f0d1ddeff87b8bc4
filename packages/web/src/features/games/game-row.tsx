import type { Game } from '@ante/core';
import { ActionIcon, Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, type IconComponent } from '../../ui/icons';
import { GameCard, GameCardSkeleton } from './game-card';
import classes from './game-row.module.css';
import { useRowScroll } from './use-row-scroll';

/** Enough skeletons to fill the widest row. */
const SKELETON_CARDS = 8;

export type GameRowProps = {
  title: string;
  icon: IconComponent;
  /** Undefined while loading. */
  games: Game[] | undefined;
  /** Set when the games could not be loaded (and none are shown). */
  onRetry?: () => void;
  /** The full list's page, for the "View all" link. */
  viewAllTo?: string;
  /** An anchor for in-page links such as the hero's. */
  id?: string;
};

/** A titled, horizontally scrolling row of game cards, with arrows on pointer screens. */
export function GameRow({ title, icon: Icon, games, onRetry, viewAllTo, id }: GameRowProps) {
  const { trackRef, edges, scrollPage } = useRowScroll(games?.length ?? 0);

  return (
    <section className={classes.row} aria-label={title} id={id}>
      <div className={classes.head}>
        <h2 className={classes.title}>
          <Icon size={20} className={classes.titleIcon} />
          {title}
        </h2>
        <div className={classes.actions}>
          {viewAllTo && (
            <Anchor
              component={Link}
              to={viewAllTo}
              className={classes.viewAll}
              aria-label={`View all ${title}`}
            >
              View all
            </Anchor>
          )}
          <div className={classes.arrows} hidden={edges.atStart && edges.atEnd}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Scroll ${title} left`}
              disabled={edges.atStart}
              onClick={() => scrollPage(-1)}
            >
              <ChevronLeftIcon size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Scroll ${title} right`}
              disabled={edges.atEnd}
              onClick={() => scrollPage(1)}
            >
              <ChevronRightIcon size={18} />
            </ActionIcon>
          </div>
        </div>
      </div>
      {games === undefined && onRetry ? (
        <div className={classes.error}>
          <Text size="sm" c="dimmed">
            These games could not be loaded.
          </Text>
          <Button variant="default" size="xs" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className={classes.track} ref={trackRef}>
          {games
            ? games.map((game) => (
                <li key={game.slug} className={classes.slide}>
                  <GameCard game={game} />
                </li>
              ))
            : Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
                <li key={index} className={classes.slide}>
                  <GameCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
