import type { MinesParams, Round } from '@ante/core';
import { type CSSProperties, useState } from 'react';
import { formatMultiplier } from '../../../../lib/bet-format';
import type { MultiStepBoardProps } from '../../game-ui';
import multiStep from '../../multi-step/multi-step.module.css';
import { PayoutCard } from '../../multi-step/payout-card';
import { type StepPlan, type Timing, useStepAnimation } from '../../multi-step/use-step-animation';
import classes from './mines-board.module.css';
import { GemIcon, MineIcon } from './mines-icons';
import { minesView, type TileFace, tileFaces } from './mines-view';

interface MinesVisual {
  /** Tiles turned over by this answer. */
  flipped: number[];
  /** When the rest of the board is shown, once the round is over. */
  revealAtMs: number;
  busted: boolean;
}

/** Plans the animation of one answer from the view before it; a new round just resets the board. */
function planMines(previous: Round | null, next: Round | null, ms: Timing): StepPlan<MinesVisual> | null {
  const after = minesView(next);
  const before = previous?.id === next?.id ? minesView(previous) : null;
  if (!after || !before) return null;
  const flipped = after.revealed.filter((tile) => !before.revealed.includes(tile));
  if (after.hitMine !== null && before.hitMine === null) flipped.push(after.hitMine);
  const ended = before.status === 'playing' && after.status !== 'playing';
  if (flipped.length === 0 && !ended) return null;

  const flipMs = ms(260);
  const sounds: StepPlan<MinesVisual>['sounds'] = [];
  if (after.status === 'busted') {
    sounds.push({ cue: 'lose', atMs: ms(120) });
    return { visual: { flipped, revealAtMs: ms(520), busted: true }, sounds, settleAtMs: ms(900) };
  }
  if (flipped.length > 0) sounds.push({ cue: 'reveal', atMs: ms(90) });
  if (after.status === 'cashedOut') {
    return { visual: { flipped, revealAtMs: 0, busted: false }, sounds, settleAtMs: ms(450) };
  }
  if (after.status === 'cleared') {
    sounds.push({ cue: 'win', atMs: flipMs + ms(60) });
    return { visual: { flipped, revealAtMs: flipMs, busted: false }, sounds, settleAtMs: ms(750) };
  }
  return { visual: { flipped, revealAtMs: 0, busted: false }, sounds, settleAtMs: flipMs + ms(40) };
}

const LABELS: Record<TileFace, string> = {
  hidden: 'hidden',
  gem: 'gem',
  hit: 'mine, hit',
  gemDim: 'gem',
  mineDim: 'mine',
};

export function MinesBoard({ round, busy, speed, act, onSettled }: MultiStepBoardProps<MinesParams>) {
  const { step, animating, ms } = useStepAnimation(round, speed, onSettled, planMines);
  const [pending, setPending] = useState<number | null>(null);
  const view = minesView(round);
  const faces = tileFaces(view);
  const visual = step?.visual ?? null;
  const playing = view?.status === 'playing' && round?.status === 'active';
  const won = view !== null && view.status !== 'playing' && view.status !== 'busted';

  const handleReveal = (tile: number) => {
    if (!playing || busy || animating || faces[tile] !== 'hidden') return;
    setPending(tile);
    act({ action: 'reveal', tile });
  };

  return (
    <div className={classes.board}>
      <div
        className={classes.grid}
        data-shake={visual?.busted || undefined}
        style={{ '--shake-delay': `${ms(150)}ms` } as CSSProperties}
      >
        {faces.map((face, tile) => {
          const flipped = visual?.flipped.includes(tile) ?? false;
          const dim = face === 'gemDim' || face === 'mineDim';
          const row = Math.floor(tile / 5);
          const style = {
            '--flip-ms': `${ms(260)}ms`,
            '--reveal-delay': `${(visual?.revealAtMs ?? 0) + ms(18) * (row + (tile % 5))}ms`,
          } as CSSProperties;
          return (
            <button
              // Tiles never reorder: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position on the board
              key={tile}
              type="button"
              className={`${multiStep.tile} ${classes.tile}`}
              data-face={face}
              data-playable={(playing && face === 'hidden' && !busy && !animating) || undefined}
              data-pending={(face === 'hidden' && pending === tile && busy) || undefined}
              data-flip={flipped || undefined}
              data-dim={dim || undefined}
              data-dim-reveal={(dim && visual !== null) || undefined}
              style={style}
              aria-label={`Tile ${tile + 1}, ${LABELS[face]}`}
              aria-disabled={!playing || face !== 'hidden'}
              onClick={() => handleReveal(tile)}
            >
              {(face === 'gem' || face === 'gemDim') && <GemIcon className={classes.icon} />}
              {(face === 'hit' || face === 'mineDim') && <MineIcon className={classes.icon} />}
            </button>
          );
        })}
      </div>
      {won && view?.multiplier && round?.payout && (
        <PayoutCard
          key={round.id}
          className={classes.win}
          multiplierClassName={classes.winMultiplier}
          multiplier={formatMultiplier(view.multiplier)}
          payout={round.payout}
          currency={round.currency}
          popMs={ms(280)}
          delayMs={(visual?.revealAtMs ?? 0) + ms(80)}
        />
      )}
    </div>
  );
}
