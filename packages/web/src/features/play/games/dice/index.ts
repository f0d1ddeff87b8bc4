import type { DiceParams } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { DiceBoard } from './dice-board';
import { DEFAULT_DICE_PARAMS, flipCondition } from './dice-maths';

export const diceUi: SingleStepGameUi<DiceParams> = {
  kind: 'single',
  slug: 'dice',
  defaultParams: DEFAULT_DICE_PARAMS,
  // The target, multiplier and win chance live on the board, under the track.
  Params: null,
  Board: DiceBoard,
  rules: [
    'Each bet rolls a number from 0.00 to 100.00. Choose a target and whether the roll must land over or under it.',
    'Drag the slider or type a multiplier, target or win chance: the other two follow. The win chance can be set from 0.01% to 98%.',
    'A win pays your bet times the multiplier, which is 99 divided by the win chance (49.50% pays 2×).',
    'Every roll is provably fair: it comes from your client seed, the server seed and the nonce, and can be checked in Fairness.',
  ],
  hotkeys: {
    w: {
      label: 'Switch between roll over and roll under',
      run: (context) => !context.busy && context.setParams(flipCondition(context.params)),
    },
  },
};
