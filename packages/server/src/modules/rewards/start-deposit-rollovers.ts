import type { Db } from '../../lib/db/database';
import { recordDepositBonuses } from './offers/record-deposit-bonuses';
import { recordWelcomeBonus, type WelcomeOfferDeps } from './welcome-offer';

/**
 * Records the bonuses the player's credited deposits have earned: each deposit offer
 * waiting for its deposit, then the welcome offer. Offers go first: an offer is claimed
 * only when no welcome offer waits in its currency, so when both could use a deposit the
 * offer was there first. Run in the transaction that credits a deposit, and by the
 * catch-up job for any it could not record then (no fresh price for the USD cap).
 */
export async function startDepositRollovers(trx: Db, deps: WelcomeOfferDeps, userId: string): Promise<void> {
  await recordDepositBonuses(trx, deps, userId);
  await recordWelcomeBonus(trx, deps, userId);
}
