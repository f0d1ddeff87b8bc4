import type { CSSProperties } from 'react';
import { CrownIcon } from './crown-icons';
import classes from './crown-top.module.css';

/** The crown's sparks: evenly spread directions, three distances. */
const SPARKS = Array.from({ length: 14 }, (_, index) => ({
  angle: (index * 360) / 14 + (index % 2) * 9,
  distance: 44 + (index % 3) * 16,
}));

export type CrownState = 'idle' | 'near' | 'won';

interface CrownTopProps {
  /** Near: the last floor is in play, the crown beckons. Won: it shines with rays. */
  state: CrownState;
  /** Sparks burst from it (the climb that took it), after `sparkDelayMs`. */
  sparks: boolean;
  sparkDelayMs: number;
}

/** The crown on the battlements, over the floors' column. */
export function CrownTop({ state, sparks, sparkDelayMs }: CrownTopProps) {
  return (
    <div className={classes.crownRow} data-state={state}>
      <span className={classes.crownSpacer} aria-hidden="true" />
      <div className={classes.crown}>
        <span className={classes.rays} aria-hidden="true" />
        <CrownIcon className={classes.crownIcon} />
        {sparks && (
          <span
            className={classes.sparks}
            aria-hidden="true"
            style={{ '--spark-delay': `${sparkDelayMs}ms` } as CSSProperties}
          >
            {SPARKS.map(({ angle, distance }) => (
              <span
                key={angle}
                className={classes.spark}
                style={{ '--angle': `${angle}deg`, '--distance': `${distance}px` } as CSSProperties}
              />
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
