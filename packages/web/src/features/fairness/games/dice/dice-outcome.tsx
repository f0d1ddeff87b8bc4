import { type DiceParams, type DiceResult, diceGame } from '@ante/core';
import type { CSSProperties } from 'react';
import type { OutcomeUi } from '../../game-fairness';
import { paramsOf } from '../../round-record';
import classes from './dice-outcome.module.css';

const WIN = 'var(--mantine-color-brand-6)';
const LOSE = 'var(--color-red-59)';

type DiceShown = { params: DiceParams; result: DiceResult };

/** The roll on the 0-100 bar, over the winning (green) and losing (red) ranges of the bet. */
function DiceOutcome({ outcome: { params, result } }: { outcome: DiceShown }) {
  const under = params.condition === 'under';
  const won = under ? result.roll < params.target : result.roll > params.target;
  const track = {
    '--target': `${params.target}%`,
    '--left': under ? WIN : LOSE,
    '--right': under ? LOSE : WIN,
  } as CSSProperties;

  return (
    <div className={classes.dice}>
      <div className={classes.diceTrack} style={track}>
        <div className={classes.diceMarkerRail} style={{ transform: `translateX(${result.roll}%)` }}>
          <div className={classes.diceMarker}>
            <span className={classes.diceBubble} data-win={won || undefined} data-lose={!won || undefined}>
              {result.roll.toFixed(2)}
            </span>
            <span className={classes.diceStem} />
          </div>
        </div>
      </div>
      <div className={classes.diceScale} aria-hidden="true">
        {[0, 25, 50, 75, 100].map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}

export const diceOutcome: OutcomeUi<DiceShown, DiceParams, DiceResult, DiceResult> = {
  fromVerify: (params, result) => ({ params, result }),
  fromRound({ params, result }) {
    const parsed = paramsOf(diceGame.paramsSchema, params);
    return parsed && { params: parsed, result };
  },
  View: DiceOutcome,
  describe: ({ result }) => `Roll ${result.roll.toFixed(2)}`,
};
