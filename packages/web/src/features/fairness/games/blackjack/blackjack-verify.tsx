import type { VerifyParamsUi } from '../../game-fairness';
import { Note } from '../../verify-inputs';

/** Blackjack in the Verify tab has no inputs: its params are empty. */
export const blackjackVerifyParams: VerifyParamsUi<null> = {
  initial: null,
  toParams: () => ({}),
  fromParams: (_params, inputs) => inputs,
  Form: () => (
    <Note>
      The cards come off the stream in this order whatever is played: yours, the dealer's, then every card
      drawn.
    </Note>
  ),
};
