import type { MouseEvent } from 'react';
import { openQuickview } from './open-quickview';
import classes from './player-name.module.css';

type PlayerNameProps = {
  username: string;
  /** The player's id when the caller knows it; the name alone finds them too. */
  id?: string;
  className?: string;
};

/**
 * A player's name that opens their quickview: a button drawn as text, so it takes
 * focus and Enter like any control, and cut short with an ellipsis in a narrow column.
 */
export function PlayerName({ username, id, className }: PlayerNameProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The row around a name may have a click of its own (a bet feed row opens its bet slip).
    event.stopPropagation();
    openQuickview(id ?? username);
  };
  return (
    <button
      type="button"
      className={className ? `${classes.name} ${className}` : classes.name}
      onClick={handleClick}
      title={username}
    >
      {username}
    </button>
  );
}
