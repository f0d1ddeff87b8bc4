import { GAME_CATEGORY_LABELS, type Game } from '@ante/core';
import { Highlight } from '@mantine/core';
import classes from './spotlight.module.css';

const MATCH_STYLES = { background: 'transparent', color: 'var(--mantine-color-brand-6)', padding: 0 };

/** A game's name (with the typed text marked) over its provider and category. */
export function GameText({ game, typed = '' }: { game: Game; typed?: string }) {
  return (
    <span className={classes.rowText}>
      <Highlight
        component="span"
        className={classes.rowName}
        highlight={typed.trim()}
        highlightStyles={MATCH_STYLES}
      >
        {game.name}
      </Highlight>
      <span className={classes.rowMeta}>
        {game.provider} · {GAME_CATEGORY_LABELS[game.category]}
      </span>
    </span>
  );
}
