import type { GameFairnessUi } from '../../game-fairness';
import { blackjackOutcome } from './blackjack-outcome';
import { blackjackVerifyParams } from './blackjack-verify';

export const blackjackFairness: GameFairnessUi = {
  slug: 'blackjack',
  verifyParams: blackjackVerifyParams,
  outcome: blackjackOutcome,
};
