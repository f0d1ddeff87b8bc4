import type { GameFairnessUi } from '../../game-fairness';
import { baccaratOutcome } from './baccarat-outcome';
import { baccaratVerifyParams } from './baccarat-verify';

export const baccaratFairness: GameFairnessUi = {
  slug: 'baccarat',
  verifyParams: baccaratVerifyParams,
  outcome: baccaratOutcome,
};
