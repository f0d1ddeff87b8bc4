import type { Round } from '@ante/core';
import { isCryptoCode } from '@ante/core';
import { toAtoms } from '../../lib/money';
import { formatCoinAmount, formatMultiplier } from './format';
import { outcomeOf } from './stats/live-stats';

/** What a screen reader is told when a round settles: the outcome, the multiplier and the payout. */
export function resultAnnouncement(round: Round): string {
  const currency = round.currency;
  const coins = (atoms: bigint) =>
    `${isCryptoCode(currency) ? formatCoinAmount(atoms < 0n ? -atoms : atoms, currency) : atoms.toString()} ${currency}`;
  const payout = toAtoms(round.payout ?? '0');
  const profit = payout - toAtoms(round.amount);
  const multiplier = formatMultiplier(round.multiplier ?? '0');
  const outcome = outcomeOf(round.multiplier);
  if (outcome === 'win') return `Won ${coins(profit)} at ${multiplier}: paid ${coins(payout)}.`;
  if (outcome === 'push') return `Push at ${multiplier}: your ${coins(payout)} stake returned.`;
  return `Lost ${coins(profit)} at ${multiplier}${payout > 0n ? `: paid ${coins(payout)}` : ''}.`;
}
