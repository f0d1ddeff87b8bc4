import {
  type TakeTheCrownParams,
  type TakeTheCrownView,
  TOWER_DIFFICULTIES,
  type TowerDifficulty,
  takeTheCrownGame,
} from '@ante/core';
import type { CSSProperties } from 'react';
import type { OutcomeUi } from '../../game-fairness';
import { paramsOf } from '../../round-record';
import classes from './crown-outcome.module.css';

/** The traps of every floor and, from a played round, the tile picked on each floor reached. */
type TowerShown = { difficulty: TowerDifficulty; traps: number[][]; picks?: number[] };

/** Small pictures on the tiles. Decorative: every tile also says what it is in its label. */
function TrapIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

function SafeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3 20 12 12 21 4 12Z" fill="currentColor" />
    </svg>
  );
}

function CrownIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5Z" fill="currentColor" />
      <rect x="5" y="19" width="14" height="2" rx="1" fill="currentColor" />
    </svg>
  );
}

/**
 * The nine floors, top floor first as the tower stands, traps in red. From a played
 * round each picked tile is outlined and the floors never reached are dimmed.
 */
function TowerOutcome({ outcome: { difficulty, traps, picks } }: { outcome: TowerShown }) {
  const { tiles } = TOWER_DIFFICULTIES[difficulty];
  const floors = traps.map((floorTraps, floor) => ({ floor, floorTraps })).reverse();
  return (
    <div className={classes.tower}>
      <span className={classes.crown}>
        <CrownIcon />
      </span>
      {floors.map(({ floor, floorTraps }) => {
        const pick = picks?.[floor];
        const reached = picks === undefined || pick !== undefined;
        return (
          <div key={floor} className={classes.floor} style={{ '--tiles': tiles } as CSSProperties}>
            <span className={classes.floorNumber}>{floor + 1}</span>
            {Array.from({ length: tiles }, (_, tile) => {
              const trap = floorTraps.includes(tile);
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions on the floor.
                  key={tile}
                  className={classes.floorTile}
                  data-trap={trap || undefined}
                  data-picked={pick === tile || undefined}
                  data-dim={!reached || undefined}
                  role="img"
                  aria-label={`Floor ${floor + 1}, tile ${tile + 1}: ${trap ? 'trap' : 'safe'}${pick === tile ? ', picked' : ''}`}
                >
                  {trap ? <TrapIcon /> : <SafeIcon />}
                </span>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

export const crownOutcome: OutcomeUi<
  TowerShown,
  TakeTheCrownParams,
  { traps: number[][] },
  TakeTheCrownView
> = {
  fromVerify: (params, result) => ({ difficulty: params.difficulty, traps: result.traps }),
  fromRound({ params, result }) {
    const parsed = paramsOf(takeTheCrownGame.paramsSchema, params);
    if (!parsed || result.traps === null) return null;
    return { difficulty: parsed.difficulty, traps: result.traps, picks: result.picks };
  },
  View: TowerOutcome,
  describe: ({ traps }) =>
    `Traps by floor, bottom first: ${traps.map((floor) => floor.map((tile) => tile + 1).join('+')).join(' · ')}`,
};
