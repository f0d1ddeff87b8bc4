import type { CSSProperties, MouseEvent } from 'react';
import multiStep from '../../multi-step/multi-step.module.css';
import { EmeraldIcon, SkullIcon } from './crown-icons';
import classes from './crown-tile.module.css';
import type { TileFace, TowerFloor } from './crown-view';

interface CrownTileProps {
  floor: TowerFloor;
  tile: number;
  face: TileFace;
  playable: boolean;
  pending: boolean;
  flip: boolean;
  dimReveal: boolean;
  revealDelay: number;
  flipMs: number;
  onPick(floor: TowerFloor, tile: number, event: MouseEvent): void;
}

/** A tile of a floor: hidden until picked, then an emerald (safe) or a skull (trap). */
export function CrownTile({
  floor,
  tile,
  face,
  playable,
  pending,
  flip,
  dimReveal,
  revealDelay,
  flipMs,
  onPick,
}: CrownTileProps) {
  const dim = face === 'safeDim' || face === 'trapDim';
  const style = {
    '--flip-ms': `${flipMs}ms`,
    '--reveal-delay': `${revealDelay}ms`,
    '--shimmer-delay': `${tile * 90}ms`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={`${multiStep.tile} ${classes.tile}`}
      data-face={face}
      data-floor-state={floor.state}
      data-playable={playable || undefined}
      data-pending={pending || undefined}
      data-flip={flip || undefined}
      data-dim={dim || undefined}
      data-dim-reveal={(dim && dimReveal) || undefined}
      style={style}
      aria-label={`Floor ${floor.index + 1} tile ${tile + 1}`}
      disabled={!playable}
      onClick={(event) => onPick(floor, tile, event)}
    >
      {(face === 'safe' || face === 'safeDim') && <EmeraldIcon className={classes.icon} />}
      {(face === 'trap' || face === 'trapDim') && <SkullIcon className={classes.icon} />}
    </button>
  );
}
