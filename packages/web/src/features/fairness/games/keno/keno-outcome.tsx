import { type KenoParams, type KenoResult, kenoGame } from '@ante/core';
import type { OutcomeUi } from '../../game-fairness';
import shared from '../../outcome/outcome.module.css';
import { paramsOf } from '../../round-record';
import classes from './keno-outcome.module.css';

const KENO_TILES = Array.from({ length: 40 }, (_, i) => i + 1);

type KenoShown = { params: KenoParams; result: KenoResult };

/** The 40 keno numbers: picks in purple, drawn numbers in red, hits (picked and drawn) in green. */
function KenoOutcome({ outcome: { params, result } }: { outcome: KenoShown }) {
  const drawn = new Set(result.drawn);
  const picks = new Set(params.picks);
  return (
    <div className={`${shared.grid} ${classes.keno}`}>
      {KENO_TILES.map((number) => {
        const isDrawn = drawn.has(number);
        const isPicked = picks.has(number);
        const state = isDrawn && isPicked ? 'hit' : isDrawn ? 'drawn' : isPicked ? 'picked' : 'none';
        const label = { hit: 'hit', drawn: 'drawn', picked: 'picked, not drawn', none: '' }[state];
        return (
          <span
            key={number}
            className={shared.tile}
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

export const kenoOutcome: OutcomeUi<KenoShown, KenoParams, KenoResult, KenoResult> = {
  fromVerify: (params, result) => ({ params, result }),
  fromRound({ params, result }) {
    const parsed = paramsOf(kenoGame.paramsSchema, params);
    return parsed && { params: parsed, result };
  },
  View: KenoOutcome,
  describe: ({ result }) =>
    `Drawn ${result.drawn.join(', ')} · ${result.hits} ${result.hits === 1 ? 'hit' : 'hits'}`,
};
