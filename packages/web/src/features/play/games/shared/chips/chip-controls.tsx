import { Button } from '@mantine/core';
import classes from './chips.module.css';

interface ChipControlsProps {
  onUndo(): void;
  onClear(): void;
  canUndo: boolean;
  /** Some chip is on the table. */
  canClear: boolean;
  /** A round is on: its chips stay where they are. */
  busy: boolean;
  /** The row is as wide as the table above it, at most. */
  maxWidthPx: number;
}

/** Undo and Clear under a chip table (roulette, baccarat). */
export function ChipControls({ onUndo, onClear, canUndo, canClear, busy, maxWidthPx }: ChipControlsProps) {
  return (
    <div className={classes.controls} style={{ maxWidth: maxWidthPx }}>
      <Button variant="default" onClick={onUndo} disabled={busy || !canUndo}>
        Undo
      </Button>
      <Button variant="default" onClick={onClear} disabled={busy || !canClear}>
        Clear
      </Button>
    </div>
  );
}
