import { formatMultiplier } from '../../lib/bet-format';
import { AlertIcon } from '../../ui/icons';
import classes from './fairness.module.css';
import { VerifiedOutcomeView } from './outcome/outcome-view';
import type { VerifyState } from './verify-form';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The recomputed outcome, or why there is none yet. */
export function VerifyResult({ state }: { state: VerifyState }) {
  return (
    <section className={classes.result} aria-label="Outcome" data-testid="verify-outcome">
      {state.status === 'incomplete' && (
        <p className={classes.resultHint}>Enter the server seed, client seed and nonce to see the outcome.</p>
      )}
      {state.status === 'invalid' && (
        <p className={classes.resultError}>
          <AlertIcon size={16} />
          {state.message ? capitalise(state.message) : 'Fix the fields above to see the outcome.'}
        </p>
      )}
      {state.status === 'done' && (
        <>
          <VerifiedOutcomeView outcome={state.computation.outcome} />
          {state.computation.multiplier !== null && (
            <div className={classes.resultPays}>
              <span>Multiplier</span>
              <strong data-win={Number(state.computation.multiplier) > 0 || undefined}>
                {formatMultiplier(state.computation.multiplier)}
              </strong>
            </div>
          )}
        </>
      )}
    </section>
  );
}
