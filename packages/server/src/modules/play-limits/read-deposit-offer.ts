import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/**
 * What decides the deposit limit the cashier offers before a first deposit
 * (docs/play-limits.md#the-offer-at-the-first-deposit): whether a deposit has ever been
 * credited to the player, and whether they declined the offer. One indexed probe of
 * their credited deposits (deposits_credited_idx), which stops at the first it finds.
 */
export async function readDepositOffer(
  db: Db,
  userId: string,
): Promise<{ depositCredited: boolean; depositOfferDeclined: boolean }> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.deposit_limit_offer_declined_at as declinedAt',
      eb
        .exists(
          eb
            .selectFrom('deposits')
            .select(sql.lit(1).as('one'))
            .whereRef('deposits.user_id', '=', 'users.id')
            .where('deposits.status', '=', 'credited'),
        )
        .as('credited'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return { depositCredited: row?.credited === true, depositOfferDeclined: row?.declinedAt != null };
}
