import { TOWER_DIFFICULTIES, type TowerDifficulty } from '@ante/core';
import type { CSSProperties } from 'react';
import { CrownIcon, SafeIcon, TrapIcon } from './board-icons';
import classes from './outcome.module.css';

type TowerOutcomeProps = { difficulty: TowerDifficulty; traps: number[][]; picks?: number[] };

/**
 * The nine floors, top floor first as the tower stands, traps in red. From a played
 * round each picked tile is outlined and the floors never reached are dimmed.
 */
export function TowerOutcome({ difficulty, traps, picks }: TowerOutcomeProps) {
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
