import { type MinesView, minesGame } from '@ante/core';
import type { OutcomeUi } from '../../game-fairness';
import shared from '../../outcome/outcome.module.css';
import { paramsOf } from '../../round-record';
import classes from './mines-outcome.module.css';

const MINE_TILES = Array.from({ length: 25 }, (_, i) => i);

/** The mines in draw order and, from a played round, the safe tiles opened and the mine stepped on. */
type MinesShown = { mines: number[]; revealed?: number[]; hitMine?: number | null };

/** Small pictures on the tiles. Decorative: every tile also says what it is in its label. */
function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12l4 6-10 12L2 9Z" fill="var(--mantine-color-brand-6)" />
      <path
        d="M2 9h20M9 3 7.5 9 12 21l4.5-12L15 3"
        fill="none"
        stroke="var(--mines-green-26)"
        strokeWidth="1.2"
      />
      <path d="M6 3h3L7.5 9H2Z" fill="var(--mines-green-71)" />
    </svg>
  );
}

function BombIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="14" r="7.5" fill="var(--color-red-59)" />
      <circle cx="8.5" cy="11.5" r="2" fill="var(--mines-red-81)" />
      <path d="M15.5 8.5 18 6" stroke="var(--color-amber-62)" strokeWidth="2" strokeLinecap="round" />
      <circle cx="19" cy="5" r="1.6" fill="var(--color-amber-62)" />
    </svg>
  );
}

/**
 * The 5x5 board with its mines, numbered in draw order. From a played round the
 * tiles the player opened are outlined, the mine they hit glows, and the tiles
 * they never touched are dimmed.
 */
function MinesOutcome({ outcome: { mines, revealed: opened, hitMine } }: { outcome: MinesShown }) {
  const order = new Map(mines.map((tile, index) => [tile, index + 1]));
  const played = opened !== undefined;
  const revealed = new Set(opened ?? []);
  return (
    <div className={`${shared.grid} ${classes.mines}`}>
      {MINE_TILES.map((tile) => {
        const drawnAs = order.get(tile);
        const isMine = drawnAs !== undefined;
        const boom = hitMine === tile;
        const isOpened = revealed.has(tile);
        return (
          <span
            key={tile}
            className={shared.tile}
            data-mine={(isMine && !boom) || undefined}
            data-boom={boom || undefined}
            data-gem={(!isMine && !isOpened) || undefined}
            data-revealed={isOpened || undefined}
            data-dim={(played && !isOpened && !boom) || (!played && !isMine) || undefined}
            role="img"
            aria-label={`Tile ${tile}: ${isMine ? `mine ${drawnAs}` : 'gem'}${isOpened ? ', opened' : ''}${boom ? ', hit' : ''}`}
          >
            {isMine ? <BombIcon /> : <GemIcon />}
            {isMine && !played && <span className={shared.tileOrder}>{drawnAs}</span>}
          </span>
        );
      })}
    </div>
  );
}

export const minesOutcome: OutcomeUi<MinesShown, unknown, { mines: number[] }, MinesView> = {
  fromVerify: (_params, result) => ({ mines: result.mines }),
  fromRound({ params, result }) {
    if (!paramsOf(minesGame.paramsSchema, params) || result.minePositions === null) return null;
    return { mines: result.minePositions, revealed: result.revealed, hitMine: result.hitMine };
  },
  View: MinesOutcome,
  describe: ({ mines }) => `Mines on tiles ${mines.join(', ')} (0 to 24, row by row, in draw order)`,
};
