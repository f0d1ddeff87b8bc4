import { useId } from 'react';
import classes from './blackjack-board.module.css';

/** The rules printed on the felt, along an arc between the dealer and the player. */
export function TableMarkings() {
  const id = useId();
  return (
    <svg className={classes.markings} viewBox="0 0 600 130" aria-hidden="true">
      <defs>
        <path id={`${id}-top`} d="M 40 30 Q 300 120 560 30" />
        <path id={`${id}-bottom`} d="M 90 60 Q 300 140 510 60" />
      </defs>
      <text className={classes.markingMain}>
        <textPath href={`#${id}-top`} startOffset="50%" textAnchor="middle">
          BLACKJACK PAYS 3 TO 2
        </textPath>
      </text>
      <text className={classes.markingSub}>
        <textPath href={`#${id}-bottom`} startOffset="50%" textAnchor="middle">
          INSURANCE PAYS 2 TO 1
        </textPath>
      </text>
    </svg>
  );
}
