import type { RouletteChip } from '@ante/core';
import type { VerifyParamsUi } from '../../game-fairness';
import { Note } from '../../verify-inputs';

/** A link's chips, when it carries any that read as chips. */
function asChips(value: unknown): RouletteChip[] | null {
  if (!Array.isArray(value)) return null;
  const chips = value.filter(
    (chip): chip is RouletteChip =>
      typeof chip === 'object' &&
      chip !== null &&
      typeof (chip as Record<string, unknown>).bet === 'string' &&
      typeof (chip as Record<string, unknown>).amount === 'string',
  );
  return chips.length > 0 ? chips : null;
}

/**
 * Roulette in the Verify tab has no inputs: the pocket does not depend on the chips,
 * which only arrive from a round and only set the multiplier.
 */
export const rouletteVerifyParams: VerifyParamsUi<{ chips: RouletteChip[] | null }> = {
  initial: { chips: null },
  toParams: (inputs) => (inputs.chips ? { chips: inputs.chips } : {}),
  fromParams: (params) => ({ chips: asChips(params.chips) }),
  Form: ({ value }) => (
    <Note>
      The pocket does not depend on where the chips were.
      {value.chips && ` The multiplier uses this round's ${value.chips.length} bets.`}
    </Note>
  ),
};
