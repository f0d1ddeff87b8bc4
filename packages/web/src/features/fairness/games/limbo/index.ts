import type { GameFairnessUi } from '../../game-fairness';
import { limboOutcome } from './limbo-outcome';
import { limboVerifyParams } from './limbo-verify';

export const limboFairness: GameFairnessUi = {
  slug: 'limbo',
  verifyParams: limboVerifyParams,
  outcome: limboOutcome,
};
