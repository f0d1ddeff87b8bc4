import type { GameFairnessUi } from '../../game-fairness';
import { kenoOutcome } from './keno-outcome';
import { kenoVerifyParams } from './keno-verify';

export const kenoFairness: GameFairnessUi = {
  slug: 'keno',
  verifyParams: kenoVerifyParams,
  outcome: kenoOutcome,
};
