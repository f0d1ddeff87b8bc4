import type { GameFairnessUi } from '../../game-fairness';
import { plinkoOutcome } from './plinko-outcome';
import { plinkoVerifyParams } from './plinko-verify';

export const plinkoFairness: GameFairnessUi = {
  slug: 'plinko',
  verifyParams: plinkoVerifyParams,
  outcome: plinkoOutcome,
};
