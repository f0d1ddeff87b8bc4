import type { LimboParams } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { LimboBoard } from './limbo-board';
import { DEFAULT_LIMBO_PARAMS } from './limbo-maths';

export const limboUi: SingleStepGameUi<LimboParams> = {
  kind: 'single',
  slug: 'limbo',
  defaultParams: DEFAULT_LIMBO_PARAMS,
  // The target and its win chance sit on the board, under the multiplier.
  Params: null,
  Board: LimboBoard,
  rules: [
    'Pick a target multiplier from 1.01× to 1,000,000×. Each bet draws a result multiplier of at least 1.00×.',
    'If the result reaches your target, you win your bet times the target; if it stops short, the bet is lost.',
    'The win chance is 99 divided by the target, in percent: a 2.00× target wins 49.50% of the time.',
    'Every result is provably fair: it comes from your client seed, the server seed and the nonce, and can be checked in Fairness.',
  ],
};
