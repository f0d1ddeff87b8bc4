import type { GameFairnessUi } from '../../game-fairness';
import { rouletteOutcome } from './roulette-outcome';
import { rouletteVerifyParams } from './roulette-verify';

export const rouletteFairness: GameFairnessUi = {
  slug: 'roulette',
  verifyParams: rouletteVerifyParams,
  outcome: rouletteOutcome,
};
