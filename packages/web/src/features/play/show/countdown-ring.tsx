import type { Countdown } from './show-clock';
import classes from './show-stage.module.css';

const RADIUS = 46;
const LENGTH = 2 * Math.PI * RADIUS;

/** The betting countdown in the wheel's hub: a ring that empties, and the seconds left. */
export function CountdownRing({ countdown }: { countdown: Countdown }) {
  const urgent = countdown.seconds !== null && countdown.seconds <= 5;
  return (
    <g className={classes.countdown} data-urgent={urgent || undefined}>
      <circle r={RADIUS} className={classes.countdownTrack} />
      <circle
        r={RADIUS}
        className={classes.countdownArc}
        strokeDasharray={LENGTH}
        strokeDashoffset={LENGTH * (1 - countdown.fraction)}
        transform="rotate(-90)"
      />
      <text className={classes.countdownSeconds} y={-2}>
        {countdown.seconds ?? ''}
      </text>
      <text className={classes.countdownCaption} y={20}>
        PLACE BETS
      </text>
    </g>
  );
}
