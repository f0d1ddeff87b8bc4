import type { RewardOfferList } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { presentOffer } from './present-offer';

/** Offers kept in the list: far more than staff run at once, and the answer stays small. */
const LIST_LIMIT = 500;

/** GET /admin/offers: the newest offers first, each with how many players have claimed it. */
export async function listOffers(db: Db): Promise<RewardOfferList> {
  const rows = await db
    .selectFrom('reward_offers')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
  return { offers: rows.map(presentOffer) };
}
