import { type Atoms, multiplier, payoutOf } from '@ante/core';
import { toAtoms } from '../../../lib/money';

/** What a cash out at `atMultiplier` returns on `amount`, minus the stake: exact, in atoms. */
export function profitAtoms(amount: string, atMultiplier: string): Atoms {
  const stake = toAtoms(amount);
  return payoutOf(stake, multiplier(atMultiplier)) - stake;
}
