import type { GameFairnessUi } from '../../game-fairness';
import { diceOutcome } from './dice-outcome';
import { diceVerifyParams } from './dice-verify';

export const diceFairness: GameFairnessUi = {
  slug: 'dice',
  verifyParams: diceVerifyParams,
  outcome: diceOutcome,
};
