import { canonicalDecimal, type MyStanding } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { findPublicCompetition, prizeOfPlace } from './get-leaderboard';
import { standingOf } from './standings';

/**
 * The logged-in player's own standing. Once the prizes are paid, `paid` says what was
 * credited to them (the crypto amount at the rate of the payment), if anything.
 */
export async function getMyStanding(db: Db, id: string, userId: string): Promise<MyStanding> {
  const competition = await findPublicCompetition(db, id);
  const standing = await standingOf(db, id, userId);
  const prize = await db
    .selectFrom('competition_prizes')
    .select(['currency', 'amount'])
    .where('competition_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    competitionId: id,
    place: standing?.place ?? null,
    wagered: standing?.wagered ?? '0',
    prize: standing ? prizeOfPlace(competition, standing.place) : null,
    paid:
      prize?.currency && prize.amount
        ? { currency: prize.currency, amount: canonicalDecimal(prize.amount) }
        : null,
  };
}
