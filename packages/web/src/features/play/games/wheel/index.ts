import type { WheelParams } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { WheelBoard } from './wheel-board';
import { WheelParamsControls } from './wheel-params';

export const wheelUi: SingleStepGameUi<WheelParams> = {
  kind: 'single',
  slug: 'wheel',
  defaultParams: { segments: 30, risk: 'medium' },
  Params: WheelParamsControls,
  Board: WheelBoard,
  rules: [
    'The wheel is spun and your bet is paid at the multiplier of the segment that stops under the pointer.',
    'Choose 10, 20, 30, 40 or 50 segments and a low, medium or high risk; each choice has its own table of segments, shown in colour on the wheel and in the legend below it.',
    'Low risk pays small multipliers on most segments; high risk pays nothing on every segment but one, which pays 0.99 times the number of segments.',
    'Every segment is equally likely to stop under the pointer.',
  ],
};
