import { type LimboParams, type LimboResult, limboGame } from '@ante/core';
import type { OutcomeUi } from '../../game-fairness';
import classes from '../../outcome/outcome.module.css';
import { paramsOf } from '../../round-record';

type LimboShown = { params: LimboParams; result: LimboResult };

/** Limbo's crash point, green when it reached the target. */
function LimboOutcome({ outcome: { params, result } }: { outcome: LimboShown }) {
  const won = result.multiplier >= params.target;
  return (
    <div className={classes.bigStage}>
      <span className={classes.bigNumber} data-win={won || undefined} data-lose={!won || undefined}>
        {result.multiplier.toFixed(2)}×
      </span>
      <span className={classes.caption}>Target {params.target.toFixed(2)}×</span>
    </div>
  );
}

export const limboOutcome: OutcomeUi<LimboShown, LimboParams, LimboResult, LimboResult> = {
  fromVerify: (params, result) => ({ params, result }),
  fromRound({ params, result }) {
    const parsed = paramsOf(limboGame.paramsSchema, params);
    return parsed && { params: parsed, result };
  },
  View: LimboOutcome,
  describe: ({ result }) => `Crash point ${result.multiplier.toFixed(2)}×`,
};
