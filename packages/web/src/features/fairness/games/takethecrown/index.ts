import type { GameFairnessUi } from '../../game-fairness';
import { crownOutcome } from './crown-outcome';
import { crownVerifyParams } from './crown-verify';

export const takeTheCrownFairness: GameFairnessUi = {
  slug: 'takethecrown',
  verifyParams: crownVerifyParams,
  outcome: crownOutcome,
};
