import type { BaccaratParams } from '@ante/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Note } from '../../verify-inputs';

/** A link's stakes, when it stakes any spot. */
function asStakes(params: Record<string, unknown>): BaccaratParams | null {
  const spot = (value: unknown) => (typeof value === 'string' ? value : '0');
  if (!['player', 'banker', 'tie'].some((key) => typeof params[key] === 'string')) return null;
  return { player: spot(params.player), banker: spot(params.banker), tie: spot(params.tie) };
}

/**
 * Baccarat in the Verify tab has no inputs: the cards do not depend on the bets, whose
 * stakes only arrive from a round and only set the multiplier.
 */
export const baccaratVerifyParams: VerifyParamsUi<{ stakes: BaccaratParams | null }> = {
  initial: { stakes: null },
  toParams: (inputs) => inputs.stakes ?? {},
  fromParams: (params) => ({ stakes: asStakes(params) }),
  Form: ({ value }) => (
    <Note>
      The cards do not depend on the bets.
      {value.stakes && " The multiplier uses this round's stakes."}
    </Note>
  ),
};
