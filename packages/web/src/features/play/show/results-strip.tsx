import type { ShowResult } from '@ante/core';
import type { CSSProperties } from 'react';
import { spotLook } from './show-document';
import classes from './show-stage.module.css';

/** The last 20 results, newest first: each a pill in its spot's colour, a boost marked on it. */
export function ResultsStrip({ history }: { history: readonly ShowResult[] }) {
  return (
    <ol className={classes.strip} aria-label="Last results">
      {history.slice(0, 20).map((result) => {
        const look = spotLook(result.segment);
        const boosted = result.booster?.spot !== null && result.booster?.spot === result.segment;
        const text = result.void
          ? 'Void'
          : result.bonus
            ? `${result.multiplier ?? result.bonus.multiplier}x`
            : (look?.label ?? '?');
        return (
          <li
            key={result.id}
            className={classes.pill}
            style={
              {
                '--spot': look?.colour ?? 'var(--show-blue-29)',
                '--spot-ink': look?.ink ?? 'var(--show-white-100)',
              } as CSSProperties
            }
            data-bonus={result.bonus !== null || undefined}
            title={`Round ${result.id}: ${result.void ? 'void' : (look?.name ?? result.segment)}${result.multiplier ? `, paid ${result.multiplier}x` : ''}`}
          >
            {text}
            {boosted && <sup className={classes.pillBoost}>x{result.booster?.multiplier}</sup>}
          </li>
        );
      })}
    </ol>
  );
}
