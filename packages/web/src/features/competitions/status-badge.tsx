import classes from './competitions.module.css';

const LABELS = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended' } as const;

/** Live (with a pulsing dot), Upcoming or Ended. */
export function StatusBadge({ phase }: { phase: keyof typeof LABELS }) {
  return (
    <span className={classes.badge} data-phase={phase}>
      {phase === 'live' && <span className={classes.pulse} aria-hidden />}
      {LABELS[phase]}
    </span>
  );
}
