import { EUROPEAN_WHEEL, pocketColour, type RouletteResult } from '@ante/core';
import type { CSSProperties } from 'react';
import type { OutcomeUi } from '../../game-fairness';
import shared from '../../outcome/outcome.module.css';
import classes from './roulette-outcome.module.css';

const POCKET_FILL = {
  green: 'var(--roulette-green-36)',
  red: 'var(--color-red-49)',
  black: 'var(--mantine-color-dark-4)',
} as const;

/**
 * The winning pocket in its colour, between its two neighbours on each side of the
 * wheel (the single-zero wheel's order), so the neighbours read as on a real wheel.
 */
function RouletteOutcome({ outcome: { pocket } }: { outcome: RouletteResult }) {
  const at = EUROPEAN_WHEEL.indexOf(pocket as (typeof EUROPEAN_WHEEL)[number]);
  const strip = [-2, -1, 0, 1, 2].map(
    (offset) => EUROPEAN_WHEEL.at((at + offset) % EUROPEAN_WHEEL.length) ?? 0,
  );
  return (
    <div className={shared.bigStage}>
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
      <span className={shared.caption}>
        Pocket <span className={shared.captionStrong}>{pocket}</span>, {pocketColour(pocket)}
      </span>
    </div>
  );
}

/** The pocket is all a roulette outcome draws: where the chips were does not move the ball. */
export const rouletteOutcome: OutcomeUi<RouletteResult, unknown, RouletteResult, RouletteResult> = {
  fromVerify: (_params, result) => ({ pocket: result.pocket }),
  fromRound: ({ result }) => ({ pocket: result.pocket }),
  View: RouletteOutcome,
  describe: ({ pocket }) => `Pocket ${pocket}`,
};
