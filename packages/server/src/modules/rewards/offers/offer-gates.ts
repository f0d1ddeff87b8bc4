import { ErrorCode, fromDecimalString, LOYALTY_RANKS, rankForXp } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden } from '../../../lib/errors';
import type { UserRow } from '../../../lib/session';
import { whenText } from '../codes/code-gates';
import type { RewardOfferRow } from './present-offer';

/**
 * The reasons a known offer may not be taken, each with its own message the web shows
 * as it is, in the order a player would want to hear them: first that they took it
 * already, then what is true of the offer for everyone (withdrawn, not open yet, over,
 * all taken: 409), then what is true of this player (rank: 403).
 */
export async function assertOfferAvailable(
  trx: Db,
  offer: RewardOfferRow,
  user: UserRow,
  now: Date,
): Promise<void> {
  const claimed = await trx
    .selectFrom('reward_offer_claims')
    .select('user_id')
    .where('offer_id', '=', offer.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (claimed) throw alreadyClaimed();
  assertOfferOpen(offer, now);
  // The rank is the higher of the one recorded and the one the player's xp has reached.
  const rankId = Math.max(user.rank_id, rankForXp(fromDecimalString(user.xp)).id);
  const needed = LOYALTY_RANKS[offer.min_rank_id];
  if (needed && rankId < needed.id) {
    throw new Forbidden(`This offer is for ${needed.name} players and above.`);
  }
}

/** The offer's own state at `now`; throws when no one can take it. */
export function assertOfferOpen(offer: RewardOfferRow, now: Date): void {
  if (offer.disabled_at) throw new Conflict('This offer has been withdrawn.', ErrorCode.Conflict);
  if (offer.starts_at && offer.starts_at.getTime() > now.getTime()) {
    throw new Conflict(`This offer opens on ${whenText(offer.starts_at)}.`, ErrorCode.Conflict);
  }
  if (offer.expires_at && offer.expires_at.getTime() <= now.getTime()) {
    throw new Conflict(`This offer ended on ${whenText(offer.expires_at)}.`, ErrorCode.Conflict);
  }
  if (offer.uses >= offer.max_uses) throw offerFullyClaimed();
}

export function offerFullyClaimed(): Conflict {
  return new Conflict('This offer has been fully claimed: every place has been taken.', ErrorCode.Conflict);
}

export function alreadyClaimed(): Conflict {
  return new Conflict('You have already claimed this offer.', ErrorCode.Conflict);
}
