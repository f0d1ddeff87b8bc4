import { gameFairnessFor } from '../games';
import type { VerifyOutcome } from '../verify-outcome';
import classes from './outcome.module.css';

/** An outcome ready to draw: the game that draws it, and the value its outcome pieces take. */
export interface DrawnOutcome {
  game: string;
  value: unknown;
}

type OutcomeViewProps = { outcome: DrawnOutcome; compact?: boolean };

/**
 * An outcome drawn the way its game draws it, with the outcome in words beneath: full
 * size in the Verify tab, compact on the bet slip.
 */
export function OutcomeView({ outcome, compact = false }: OutcomeViewProps) {
  const ui = gameFairnessFor(outcome.game)?.outcome;
  if (!ui) return null;
  const summary = ui.describe(outcome.value);
  return (
    <div className={classes.root} data-compact={compact || undefined}>
      <ui.View outcome={outcome.value} />
      {summary !== null && <p className={classes.summary}>{summary}</p>}
    </div>
  );
}

/** The Verify tab's answer drawn. */
export function VerifiedOutcomeView({ outcome }: { outcome: VerifyOutcome }) {
  const ui = gameFairnessFor(outcome.game)?.outcome;
  if (!ui) return null;
  return (
    <OutcomeView outcome={{ game: outcome.game, value: ui.fromVerify(outcome.params, outcome.result) }} />
  );
}
