import { useLayoutEffect, useRef } from 'react';
import { formatMultiplierValue } from '../../format';
import { easeOutCubic, tween } from '../../tween';
import classes from './multiplier-display.module.css';
import { multiplierNumber } from './top-dollar-view';

export type MultiplierTone = 'idle' | 'live' | 'grew' | 'lost' | 'won';

interface MultiplierDisplayProps {
  /** The exact multiplier to show once the count has finished. */
  value: string;
  /** Where the count starts: the multiplier before this step. */
  from: string;
  /** How long the count takes (0 jumps straight to the value). */
  countMs: number;
  tone: MultiplierTone;
}

/**
 * The running multiplier, large: it counts up from the previous value when a guess
 * pays, writing the digits through a ref each frame (no React render per frame), and
 * always ends on the exact string the server sent.
 */
export function MultiplierDisplay({ value, from, countMs, tone }: MultiplierDisplayProps) {
  const textRef = useRef<HTMLSpanElement>(null);
  const exact = formatMultiplierValue(value);

  // A layout effect, so the first painted frame already shows where the count starts.
  useLayoutEffect(() => {
    const node = textRef.current;
    if (!node) return;
    const start = multiplierNumber(from);
    const end = multiplierNumber(value);
    if (countMs <= 0 || end <= start) {
      node.textContent = exact;
      return;
    }
    node.textContent = formatMultiplierValue(from);
    return tween({
      durationMs: countMs,
      easing: easeOutCubic,
      onFrame: (progress) => {
        const shown = Math.floor((start + (end - start) * progress) * 100) / 100;
        node.textContent = progress >= 1 ? exact : formatMultiplierValue(shown.toFixed(2));
      },
      onDone: () => {
        node.textContent = exact;
      },
    });
  }, [value, from, countMs, exact]);

  return (
    <div className={classes.multiplier} data-tone={tone}>
      <span className={classes.multiplierLabel}>Multiplier</span>
      {/* Keyed by the value: the digits the tween writes are never a node React updates. */}
      <span key={exact} className={classes.multiplierValue} data-pulse={tone === 'grew' || undefined}>
        <span ref={textRef}>{exact}</span>
        <span className={classes.multiplierX}>×</span>
      </span>
    </div>
  );
}
