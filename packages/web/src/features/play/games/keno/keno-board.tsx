import { KENO_MAX_PICKS, KENO_NUMBERS, type KenoParams, kenoPaytable } from '@ante/core';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import type { SingleStepBoardProps } from '../../game-ui';
import { useGameSound } from '../../sound';
import classes from './keno.module.css';
import { hitsSoFar, multiplierText, randomPicks, togglePick } from './keno-picks';
import { useKenoDraw } from './use-keno-draw';

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

function GemIcon() {
  return (
    <svg className={classes.gem} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6.5 3h11l4.5 6-10 12L2 9z" fill="var(--mantine-color-brand-6)" />
      <path d="M2 9h20l-10 12z" fill="var(--color-green-36)" />
      <path d="M6.5 3 9 9h6l2.5-6z" fill="var(--mantine-color-brand-3)" />
    </svg>
  );
}

type TileState = 'idle' | 'picked' | 'hit' | 'miss';

/** The 40 numbers to pick from, the drawn numbers landing on them, and the paytable for the picks. */
export function KenoBoard({
  params,
  onParamsChange,
  round,
  speed,
  busy,
  onSettled,
}: SingleStepBoardProps<KenoParams>) {
  const play = useGameSound();
  const { draw, clear } = useKenoDraw(round, speed, onSettled);
  const picks = params.picks;
  const shown = draw ? draw.drawn.slice(0, draw.revealed) : [];
  const hits = draw ? hitsSoFar(draw.picks, draw.drawn, draw.revealed) : null;
  const paytable = useMemo(
    () => (picks.length > 0 ? kenoPaytable(picks.length, params.risk).map(multiplierText) : []),
    [picks.length, params.risk],
  );

  const setPicks = (next: number[]) => {
    clear();
    onParamsChange({ ...params, picks: next });
  };

  const handleTile = (number: number) => {
    if (busy) return;
    const next = togglePick(picks, number);
    if (next.length === picks.length && !picks.includes(number)) return;
    play('click');
    setPicks(next);
  };

  const stateOf = (number: number): TileState => {
    const picked = picks.includes(number);
    if (shown.includes(number)) return picked ? 'hit' : 'miss';
    return picked ? 'picked' : 'idle';
  };

  return (
    <div className={classes.board}>
      <div className={classes.grid}>
        {NUMBERS.map((number) => {
          const state = stateOf(number);
          return (
            <button
              key={number}
              type="button"
              className={classes.tile}
              data-state={state}
              aria-pressed={picks.includes(number)}
              aria-label={`${number}${state === 'hit' ? ', hit' : state === 'miss' ? ', drawn' : ''}`}
              aria-disabled={busy || undefined}
              onClick={() => handleTile(number)}
            >
              {state === 'hit' ? <GemIcon /> : null}
              <span className={classes.number}>{number}</span>
            </button>
          );
        })}
      </div>
      <div className={classes.actions}>
        <Button
          variant="default"
          onClick={() => setPicks(randomPicks(picks.length || KENO_MAX_PICKS))}
          disabled={busy}
        >
          Auto pick
        </Button>
        <Button variant="default" onClick={() => setPicks([])} disabled={busy || picks.length === 0}>
          Clear table
        </Button>
      </div>
      {paytable.length > 0 ? (
        <ol className={classes.paytable} aria-label={`Payouts for ${picks.length} picks`}>
          {paytable.map((multiplier, count) => (
            <li
              // The paytable is indexed by hit count; the index is the entry's meaning.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={count}
              className={classes.payout}
              data-current={hits === count || undefined}
              data-paying={multiplier !== '0' || undefined}
            >
              <span className={classes.payoutMultiplier}>
                {multiplier}
                <span className={classes.times}>×</span>
              </span>
              <span className={classes.payoutHits}>
                {count}
                <span className={classes.srOnly}> hits</span>
                <GemIcon />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={classes.hint}>Pick 1 to {KENO_MAX_PICKS} numbers to play</p>
      )}
    </div>
  );
}
