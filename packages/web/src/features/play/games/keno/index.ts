import type { KenoParams } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { KenoBoard } from './keno-board';
import { KenoParamsControls } from './keno-params';

export const kenoUi: SingleStepGameUi<KenoParams> = {
  kind: 'single',
  slug: 'keno',
  defaultParams: { picks: [], risk: 'classic' },
  Params: KenoParamsControls,
  Board: KenoBoard,
  rules: [
    'Pick 1 to 10 numbers from 1 to 40 on the board, or let Auto pick choose them for you.',
    'Each round 10 different numbers are drawn from the 40.',
    'You are paid by how many of your picks were drawn: the table under the board lists the multiplier for each number of hits.',
    'The risk (classic, low, medium or high) changes that table: higher risk pays more for many hits and less, or nothing, for few.',
  ],
};
