import type { GameFairnessUi } from '../../game-fairness';
import { topDollarOutcome } from './top-dollar-outcome';
import { topDollarVerifyParams } from './top-dollar-verify';

export const topDollarFairness: GameFairnessUi = {
  slug: 'topdollar',
  verifyParams: topDollarVerifyParams,
  outcome: topDollarOutcome,
};
