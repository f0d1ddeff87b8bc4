import type { Competition } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { findCompetition } from './present-competition';

/**
 * Staff call a competition off (POST /admin/competitions/{id}/cancel). Its leaderboard
 * disappears from the public and nothing is paid. Once paid it can no longer be
 * cancelled: the conditional update and the payout's claim take the same row, so
 * exactly one of the two wins a race between them.
 */
export async function cancelCompetition(db: Db, id: string): Promise<Competition> {
  await findCompetition(db, id);
  const cancelled = await db
    .updateTable('competitions')
    .set({ cancelled_at: sql`now()` })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .where('paid_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!cancelled) {
    const current = await findCompetition(db, id);
    throw new Conflict(
      current.status === 'cancelled'
        ? 'This competition is already cancelled.'
        : 'This competition has been paid and can no longer be cancelled.',
    );
  }
  return findCompetition(db, id);
}
