import type { Db } from '../../lib/db/database';

/**
 * Remembers that the player declined the deposit limit the cashier offered. The first
 * answer is the one kept: declining again, from another tab or device, leaves the
 * moment as it was, so the record shows when the player first said no.
 */
export async function declineDepositOffer(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('users')
    .set({ deposit_limit_offer_declined_at: now })
    .where('id', '=', userId)
    .where('deposit_limit_offer_declined_at', 'is', null)
    .execute();
}
