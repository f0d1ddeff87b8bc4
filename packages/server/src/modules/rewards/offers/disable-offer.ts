import type { RewardOfferView } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { NotFound } from '../../../lib/errors';
import { presentOffer } from './present-offer';

/**
 * POST /admin/offers/:id/disable: no one can claim the offer from now on. Claims made
 * stand: a deposit offer still waiting for its deposit keeps its bonus, and rollovers
 * under way run to their end, as players were promised when they claimed. Disabling
 * twice keeps the first time.
 */
export async function disableOffer(db: Db, id: string): Promise<RewardOfferView> {
  const row = await db
    .updateTable('reward_offers')
    .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such offer.', 'id');
  return presentOffer(row);
}
