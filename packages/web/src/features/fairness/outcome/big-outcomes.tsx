import { type LimboParams, type LimboResult, RED_NUMBERS } from '@ante/core';
import type { CSSProperties } from 'react';
import classes from './outcome.module.css';

/** Limbo's crash point, green when it reached the target. */
export function LimboOutcome({ params, result }: { params: LimboParams; result: LimboResult }) {
  const won = result.multiplier >= params.target;
  return (
    <div className={classes.bigStage}>
      <span className={classes.bigNumber} data-win={won || undefined} data-lose={!won || undefined}>
        {result.multiplier.toFixed(2)}×
      </span>
      <span className={classes.caption}>Target {params.target.toFixed(2)}×</span>
    </div>
  );
}

/** The single-zero wheel in the order its pockets sit, so the neighbours read as on a real wheel. */
const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export function pocketColour(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

const POCKET_FILL = { green: '#16a34a', red: '#e9113c', black: '#2f4553' } as const;

/** The winning pocket in its colour, between its two neighbours on each side of the wheel. */
export function RouletteOutcome({ pocket }: { pocket: number }) {
  const at = WHEEL_ORDER.indexOf(pocket);
  const strip = [-2, -1, 0, 1, 2].map((offset) => WHEEL_ORDER.at((at + offset) % WHEEL_ORDER.length) ?? 0);
  const colour = pocketColour(pocket);
  return (
    <div className={classes.bigStage}>
      <div className={classes.pockets}>
        {strip.map((number) => (
          <span
            key={number}
            className={classes.pocket}
            data-hit={number === pocket || undefined}
            style={{ '--pocket': POCKET_FILL[pocketColour(number)] } as CSSProperties}
          >
            {number}
          </span>
        ))}
      </div>
      <span className={classes.caption}>
        Pocket <span className={classes.captionStrong}>{pocket}</span>, {colour}
      </span>
    </div>
  );
}
