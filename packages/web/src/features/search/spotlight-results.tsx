import type { Game } from '@ante/core';
import { Skeleton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { GameThumbnail } from '../../ui/game-thumbnail';
import { ChevronRightIcon } from '../../ui/icons';
import { GameText } from './game-text';
import classes from './spotlight.module.css';

type SpotlightResultsProps = {
  games: Game[];
  /** What is typed, to mark in the result names. */
  typed: string;
  listboxId: string;
  optionId: (index: number) => string;
  active: number;
  imageHost: string | null;
  onHighlight: (index: number) => void;
  onChoose: (game: Game) => void;
};

/** Keeps focus in the search box when an option is pressed (the combobox pattern). */
const keepInputFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The search results as a listbox. Options are never focused themselves: the input
 * keeps focus and points at the highlighted one with aria-activedescendant.
 */
export function SpotlightResults(props: SpotlightResultsProps) {
  const { games, listboxId, optionId, active, onHighlight, onChoose, typed, imageHost } = props;
  return (
    <div id={listboxId} role="listbox" aria-label="Games" className={classes.listbox}>
      {games.map((game, index) => {
        const selected = index === active;
        const handlers = {
          onMouseMove: () => {
            if (!selected) onHighlight(index);
          },
          onMouseDown: keepInputFocus,
          onClick: () => onChoose(game),
        };
        return (
          <div
            key={game.slug}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            data-active={selected || undefined}
            tabIndex={-1}
            className={classes.row}
            {...handlers}
          >
            <GameThumbnail game={game} imageHost={imageHost} />
            <GameText game={game} typed={typed} />
            <ChevronRightIcon size={18} className={classes.rowChevron} />
          </div>
        );
      })}
    </div>
  );
}

export function RowSkeletons({ count }: { count: number }) {
  return (
    <div className={classes.skeletons} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
        <div key={index} className={classes.skeletonRow}>
          <Skeleton width={44} height={44} radius="md" />
          <div className={classes.skeletonText}>
            <Skeleton height={12} width="40%" radius="sm" />
            <Skeleton height={10} width="60%" radius="sm" />
          </div>
        </div>
      ))}
    </div>
  );
}
