import type { GameFairnessUi } from '../../game-fairness';
import { wheelOutcome } from './wheel-outcome';
import { wheelVerifyParams } from './wheel-verify';

export const wheelFairness: GameFairnessUi = {
  slug: 'wheel',
  verifyParams: wheelVerifyParams,
  outcome: wheelOutcome,
};
