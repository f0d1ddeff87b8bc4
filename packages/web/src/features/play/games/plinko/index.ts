import type { PlinkoParams } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { PlinkoBoard } from './plinko-board';
import { PlinkoParamsControls } from './plinko-params';

export const plinkoUi: SingleStepGameUi<PlinkoParams> = {
  kind: 'single',
  slug: 'plinko',
  defaultParams: { rows: 16, risk: 'medium' },
  Params: PlinkoParamsControls,
  Board: PlinkoBoard,
  rules: [
    'A ball is dropped from the top of the board and bounces left or right at every row of pegs.',
    'It lands in the bucket numbered by how many times it bounced right, and your bet is paid at that bucket’s multiplier.',
    'Choose 8 to 16 rows and a low, medium or high risk: more rows and more risk make the outer buckets pay more and the middle ones less.',
    'The multipliers are shown on the buckets; every table returns about 99% on average.',
  ],
};
