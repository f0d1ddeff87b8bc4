import { type Round, type TakeTheCrownParams, type TakeTheCrownView, TOWER_FLOORS } from '@ante/core';
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from 'react';
import { formatMultiplier } from '../../format';
import type { MultiStepBoardProps } from '../../game-ui';
import { PayoutCard } from '../../multi-step/payout-card';
import { type StepPlan, type Timing, useStepAnimation } from '../../multi-step/use-step-animation';
import classes from './crown-board.module.css';
import { CrownIcon } from './crown-icons';
import { CrownTile } from './crown-tile';
import { type CrownState, CrownTop } from './crown-top';
import towerClasses from './crown-tower.module.css';
import {
  compactMultiplier,
  crownView,
  currentFloor,
  floorMultipliers,
  type TowerFloor,
  towerFloors,
} from './crown-view';

interface CrownVisual {
  /** The floor whose pick this answer turned over (0-based), or null (a cash out). */
  flipFloor: number | null;
  /** A safe pick: the next floor lights up once the tile has turned. */
  advanced: boolean;
  trapped: boolean;
  crowned: boolean;
  /** When the traps of the whole tower show, floor by floor from the bottom. */
  revealAtMs: number;
  /** When the payout card pops up. */
  winAtMs: number;
}

/** Between one floor's reveal and the next one up. */
const STAGGER_MS = 45;
const FLIP_MS = 280;

/** Plans the animation of one answer from the view before it; a new round just resets the tower. */
function planCrown(previous: Round | null, next: Round | null, ms: Timing): StepPlan<CrownVisual> | null {
  const after = crownView(next);
  const before = previous?.id === next?.id ? crownView(previous) : null;
  if (!after || !before) return null;
  const picked = after.picks.length > before.picks.length;
  const ended = before.status === 'playing' && after.status !== 'playing';
  if (!picked && !ended) return null;

  const base: CrownVisual = {
    flipFloor: picked ? after.picks.length - 1 : null,
    advanced: false,
    trapped: false,
    crowned: false,
    revealAtMs: 0,
    winAtMs: 0,
  };
  const sweep = ms(STAGGER_MS) * TOWER_FLOORS;
  switch (after.status) {
    case 'trapped': {
      const revealAtMs = ms(600);
      return {
        visual: { ...base, trapped: true, revealAtMs },
        sounds: [{ cue: 'lose', atMs: ms(120) }],
        settleAtMs: revealAtMs + sweep + ms(150),
      };
    }
    case 'crowned': {
      const winAtMs = ms(FLIP_MS) + ms(420);
      return {
        visual: { ...base, crowned: true, revealAtMs: winAtMs + ms(200), winAtMs },
        sounds: [
          { cue: 'reveal', atMs: ms(60) },
          { cue: 'win', atMs: ms(FLIP_MS) + ms(120) },
        ],
        settleAtMs: winAtMs + ms(200) + sweep + ms(200),
      };
    }
    case 'cashedOut':
      return {
        visual: { ...base, revealAtMs: ms(150), winAtMs: ms(60) },
        sounds: [],
        settleAtMs: ms(150) + sweep + ms(100),
      };
    default:
      return {
        visual: { ...base, advanced: true },
        sounds: [{ cue: 'reveal', atMs: ms(60) }],
        settleAtMs: ms(FLIP_MS) + ms(60),
      };
  }
}

const FLOOR_STATE_TEXT = {
  future: '',
  current: ', pick a tile',
  cleared: ', cleared',
  trapped: ', trap hit',
} as const;

function statusLine(view: TakeTheCrownView | null, playing: boolean): string {
  if (!view) return 'Place a bet to start the climb';
  const floor = Math.min(view.floorsCleared + 1, TOWER_FLOORS);
  switch (view.status) {
    case 'trapped':
      return `Trapped on floor ${floor}`;
    case 'crowned':
      return 'You took the crown!';
    case 'cashedOut':
      return `Cashed out after floor ${view.floorsCleared}`;
    default:
      if (!playing) return 'Place a bet to start the climb';
      return floor === TOWER_FLOORS ? 'Last floor: take the crown!' : `Pick a tile on floor ${floor}`;
  }
}

export function CrownBoard({
  round,
  params,
  busy,
  speed,
  act,
  onSettled,
}: MultiStepBoardProps<TakeTheCrownParams>) {
  const { step, animating, ms } = useStepAnimation(round, speed, onSettled, planCrown);
  const [pending, setPending] = useState<{ roundId: string; floor: number; tile: number } | null>(null);
  const towerRef = useRef<HTMLDivElement>(null);
  /** The tile picked from the keyboard: the same tile of the next floor gets the focus once it can be played. */
  const keyboardTile = useRef<number | null>(null);
  const roundView = crownView(round);
  const open = round?.status === 'active';
  // A finished round stays on the tower until the next bet, unless another difficulty is chosen.
  const view = roundView && (open || roundView.difficulty === params.difficulty) ? roundView : null;
  const difficulty = view?.difficulty ?? params.difficulty;
  const floors = towerFloors(view, difficulty);
  const labels = floorMultipliers(difficulty);
  const visual = view ? (step?.visual ?? null) : null;
  const playing = open && view?.status === 'playing';
  const canPick = playing && !busy && !animating;
  const floorIndex = currentFloor(view);
  const crowned = view?.status === 'crowned';
  const won = view !== null && (view.status === 'cashedOut' || crowned);

  const handlePick = (floor: TowerFloor, tile: number, event: MouseEvent) => {
    if (!canPick || floor.state !== 'current' || !round) return;
    // A click from Enter or Space has no pointer position (detail 0).
    keyboardTile.current = event.detail === 0 ? tile : null;
    setPending({ roundId: round.id, floor: floor.index, tile });
    act({ action: 'pick', tile });
  };

  useEffect(() => {
    // A round that ended forgets it: the next round must not pull the focus into the tower.
    if (!playing) keyboardTile.current = null;
    const tile = keyboardTile.current;
    if (!canPick || tile === null) return;
    keyboardTile.current = null;
    towerRef.current
      ?.querySelector<HTMLButtonElement>(`[aria-label="Floor ${floorIndex + 1} tile ${tile + 1}"]`)
      ?.focus();
  }, [canPick, floorIndex, playing]);

  const multiplierNow = view ? (view.multiplier ?? '1') : '1';
  const nextLabel = playing ? (floorIndex === TOWER_FLOORS - 1 ? 'Crown' : 'Next floor') : 'Crown pays';
  const nextValue = playing ? (view?.nextMultiplier ?? '0') : (labels[TOWER_FLOORS - 1] ?? '0');
  let tone: 'win' | 'lose' | 'gold' | undefined;
  if (view?.status === 'trapped') tone = 'lose';
  else if (crowned) tone = 'gold';
  else if (view && view.floorsCleared > 0) tone = 'win';
  let crownState: CrownState = 'idle';
  if (crowned) crownState = 'won';
  else if (playing && floorIndex === TOWER_FLOORS - 1) crownState = 'near';

  return (
    <div className={classes.board} data-crowned={crowned || undefined}>
      <div className={classes.hud}>
        <div className={classes.hudChip}>
          <span className={classes.hudLabel}>Multiplier</span>
          <span key={multiplierNow} className={classes.hudValue} data-tone={tone}>
            {formatMultiplier(multiplierNow)}
          </span>
        </div>
        <div className={classes.hudChip} data-align="end">
          <span className={classes.hudLabel}>{nextLabel}</span>
          <span key={nextValue} className={classes.hudValue} data-tone={playing ? undefined : 'gold'}>
            {formatMultiplier(nextValue)}
          </span>
        </div>
      </div>

      <div
        ref={towerRef}
        className={towerClasses.tower}
        data-testid="crown-tower"
        data-floor={floorIndex}
        data-status={view?.status ?? 'idle'}
        data-difficulty={difficulty}
        data-shake={visual?.trapped || undefined}
        style={
          {
            '--tiles': floors[0]?.faces.length ?? 4,
            '--shake-delay': `${ms(140)}ms`,
          } as CSSProperties
        }
      >
        <CrownTop state={crownState} sparks={visual?.crowned ?? false} sparkDelayMs={ms(FLIP_MS)} />

        <div className={towerClasses.floors}>
          {floors.map((floor) => {
            const label = labels[floor.index] ?? '0';
            return (
              <fieldset
                key={floor.index}
                aria-label={`Floor ${floor.index + 1}, pays ${formatMultiplier(label)}${FLOOR_STATE_TEXT[floor.state]}`}
                className={towerClasses.floor}
                data-state={floor.state}
                data-top={floor.index === TOWER_FLOORS - 1 || undefined}
                data-arrive={(visual?.advanced && floor.state === 'current') || undefined}
                data-glory={(visual?.crowned && floor.state === 'cleared') || undefined}
                style={
                  {
                    '--arrive-delay': `${ms(FLIP_MS) * 0.6}ms`,
                    '--glory-delay': `${ms(FLIP_MS) + ms(60) * floor.index}ms`,
                  } as CSSProperties
                }
              >
                <span className={towerClasses.floorLabel}>{compactMultiplier(label)}</span>
                <div className={towerClasses.tiles}>
                  {floor.faces.map((face, tile) => (
                    <CrownTile
                      // Tiles never reorder: the index is their identity.
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position on the floor
                      key={tile}
                      floor={floor}
                      tile={tile}
                      face={face}
                      playable={canPick && floor.state === 'current'}
                      pending={
                        busy &&
                        face === 'hidden' &&
                        pending !== null &&
                        pending.roundId === round?.id &&
                        pending.floor === floor.index &&
                        pending.tile === tile
                      }
                      flip={visual?.flipFloor === floor.index && floor.pick === tile}
                      dimReveal={visual !== null && visual.revealAtMs > 0}
                      revealDelay={visual ? visual.revealAtMs + ms(STAGGER_MS) * floor.index : 0}
                      flipMs={ms(FLIP_MS)}
                      onPick={handlePick}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </div>

      <p className={classes.status} data-tone={tone} aria-live="polite">
        {statusLine(view, playing)}
      </p>

      {won && view.multiplier && round?.payout && (
        <PayoutCard
          key={round.id}
          className={classes.win}
          multiplierClassName={classes.winMultiplier}
          multiplier={formatMultiplier(view.multiplier)}
          payout={round.payout}
          currency={round.currency}
          popMs={ms(300)}
          delayMs={visual?.winAtMs ?? 0}
          data-crowned={crowned || undefined}
        >
          {crowned && <CrownIcon className={classes.winCrown} />}
          {crowned && <span className={classes.winTitle}>Crown taken</span>}
        </PayoutCard>
      )}
    </div>
  );
}
