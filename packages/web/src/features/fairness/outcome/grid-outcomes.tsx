import type { KenoParams, KenoResult } from '@ante/core';
import type { PlayMarks } from '../round-outcome';
import { BombIcon, GemIcon } from './board-icons';
import classes from './outcome.module.css';

const KENO_TILES = Array.from({ length: 40 }, (_, i) => i + 1);

/** The 40 keno numbers: picks in purple, drawn numbers in red, hits (picked and drawn) in green. */
export function KenoOutcome({ params, result }: { params: KenoParams; result: KenoResult }) {
  const drawn = new Set(result.drawn);
  const picks = new Set(params.picks);
  return (
    <div className={`${classes.grid} ${classes.keno}`}>
      {KENO_TILES.map((number) => {
        const isDrawn = drawn.has(number);
        const isPicked = picks.has(number);
        const state = isDrawn && isPicked ? 'hit' : isDrawn ? 'drawn' : isPicked ? 'picked' : 'none';
        const label = { hit: 'hit', drawn: 'drawn', picked: 'picked, not drawn', none: '' }[state];
        return (
          <span
            key={number}
            className={classes.tile}
            data-hit={state === 'hit' || undefined}
            data-drawn={state === 'drawn' || undefined}
            data-picked={state === 'picked' || undefined}
            role="img"
            aria-label={label ? `${number}, ${label}` : `${number}`}
          >
            {number}
          </span>
        );
      })}
    </div>
  );
}

const MINE_TILES = Array.from({ length: 25 }, (_, i) => i);

/**
 * The 5x5 board with its mines, numbered in draw order. From a played round the
 * tiles the player opened are outlined, the mine they hit glows, and the tiles
 * they never touched are dimmed.
 */
export function MinesOutcome({ mines, marks }: { mines: number[]; marks: PlayMarks }) {
  const order = new Map(mines.map((tile, index) => [tile, index + 1]));
  const played = marks.revealed !== undefined;
  const revealed = new Set(marks.revealed ?? []);
  return (
    <div className={`${classes.grid} ${classes.mines}`}>
      {MINE_TILES.map((tile) => {
        const drawnAs = order.get(tile);
        const isMine = drawnAs !== undefined;
        const boom = marks.hitMine === tile;
        const opened = revealed.has(tile);
        return (
          <span
            key={tile}
            className={classes.tile}
            data-mine={(isMine && !boom) || undefined}
            data-boom={boom || undefined}
            data-gem={(!isMine && !opened) || undefined}
            data-revealed={opened || undefined}
            data-dim={(played && !opened && !boom) || (!played && !isMine) || undefined}
            role="img"
            aria-label={`Tile ${tile}: ${isMine ? `mine ${drawnAs}` : 'gem'}${opened ? ', opened' : ''}${boom ? ', hit' : ''}`}
          >
            {isMine ? <BombIcon /> : <GemIcon />}
            {isMine && !played && <span className={classes.tileOrder}>{drawnAs}</span>}
          </span>
        );
      })}
    </div>
  );
}
