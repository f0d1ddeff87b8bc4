import type { Game } from '@ante/core';
import { VisuallyHidden } from '@mantine/core';
import { GameCard, GameCardSkeleton } from './game-card';
import classes from './list-page.module.css';

/** Two phone rows or most of a desktop screen: enough to hold the page's shape while loading. */
const SKELETON_CARDS = 12;

export function GameGrid({ games }: { games: Game[] }) {
  return (
    <div className={classes.gridHost}>
      <ul className={classes.grid}>
        {games.map((game) => (
          <li key={game.slug}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GameGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <div className={classes.gridHost} aria-busy="true">
      <VisuallyHidden>Loading games</VisuallyHidden>
      <div className={classes.grid}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <GameCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
