import type { BlackjackParams } from '@ante/core';
import type { MultiStepGameUi } from '../../game-ui';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackBoard } from './blackjack-board';
import { allowedActions, blackjackView } from './blackjack-view';

export const blackjackUi: MultiStepGameUi<BlackjackParams> = {
  kind: 'multi',
  slug: 'blackjack',
  defaultParams: {},
  Params: null,
  Board: BlackjackBoard,
  Actions: BlackjackActions,
  // Blackjack settles by itself once every hand is done.
  canCashout: () => false,
  rules: [
    'Beat the dealer without going over 21: a win pays 1 to 1, a blackjack (an ace and a ten-value card as your first two cards) pays 3 to 2, and a tie gives your bet back.',
    'The dealer checks for blackjack straight away and stands on every 17, soft 17 included; cards come from an infinite deck, so every card is an independent draw.',
    'You may double on the first two cards of any hand (one more card for one more stake) and split a pair of the same rank once; split aces take one card each, and 21 after a split is not a blackjack.',
    'When the dealer shows an ace you are offered insurance for half your bet, which pays 2 to 1 if the dealer has blackjack.',
    'There is no surrender and no cash out: the round settles as soon as your hands are done.',
  ],
  hotkeys: {
    w: {
      label: 'Hit',
      run({ round, busy, act }) {
        if (round?.status === 'active' && !busy && allowedActions(blackjackView(round)).hit)
          act({ action: 'hit' });
      },
    },
    e: {
      label: 'Stand',
      run({ round, busy, act }) {
        if (round?.status === 'active' && !busy && allowedActions(blackjackView(round)).stand)
          act({ action: 'stand' });
      },
    },
  },
};
