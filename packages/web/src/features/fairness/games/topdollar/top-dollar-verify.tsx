import type { VerifyParamsUi } from '../../game-fairness';
import { Note } from '../../verify-inputs';

/** Top dollar in the Verify tab has no inputs: its params are empty. */
export const topDollarVerifyParams: VerifyParamsUi<null> = {
  initial: null,
  toParams: () => ({}),
  fromParams: (_params, inputs) => inputs,
  Form: () => <Note>The ladder draws these cards in order, whatever is guessed.</Note>,
};
