import type { ReactNode } from 'react';
import classes from './multi-step.module.css';

interface RoundStatProps {
  label: ReactNode;
  value: ReactNode;
  /** Positive: money won so far, in green. Muted: nothing to show yet. */
  tone?: 'positive' | 'muted';
  /** The game's own additions to the box. */
  className?: string;
}

/** A figure of the round in play, in the bet panel: a small label over its value. */
export function RoundStat({ label, value, tone, className }: RoundStatProps) {
  return (
    <div className={className ? `${classes.stat} ${className}` : classes.stat}>
      <span className={classes.statLabel}>{label}</span>
      <span className={classes.statValue} data-tone={tone}>
        {value}
      </span>
    </div>
  );
}
