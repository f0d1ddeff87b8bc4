import type { GameFairnessUi } from '../../game-fairness';
import { minesOutcome } from './mines-outcome';
import { minesVerifyParams } from './mines-verify';

export const minesFairness: GameFairnessUi = {
  slug: 'mines',
  verifyParams: minesVerifyParams,
  outcome: minesOutcome,
};
