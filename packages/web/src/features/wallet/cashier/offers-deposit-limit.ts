import type { PlayLimits } from '@ante/core';

/**
 * Whether the Deposit tab offers a deposit limit (docs/play-limits.md#the-offer-at-the-first-deposit):
 * only before any deposit has been credited, only to a player with no deposit limit of
 * any period (in force or waiting), and never once they declined it. Nothing is offered
 * while the limits are still loading, so the card never flashes in and out.
 */
export function offersDepositLimit(state: PlayLimits | undefined): boolean {
  if (!state) return false;
  if (state.depositCredited || state.depositOfferDeclined) return false;
  return !state.limits.some((limit) => limit.kind === 'deposit');
}
