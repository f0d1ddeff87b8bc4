import { type BetFeedItem, canonicalDecimal, fromDecimalString, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** A bet feed holds 50 entries (docs/product.md#sizes-and-counts). */
export const FEED_SIZE = 50;

const decimal = (value: string | null) => canonicalDecimal(value ?? '0');

/**
 * The latest finished rounds for a feed's first paint: everyone's, one player's, or
 * (high rollers) those whose wager was worth at least `minUsd` when placed.
 */
export async function listBets(db: Db, filter: { userId?: string; minUsd?: string }): Promise<BetFeedItem[]> {
  let query = db
    .selectFrom('rounds')
    .innerJoin('users', 'users.id', 'rounds.user_id')
    .select([
      'rounds.id',
      'rounds.game',
      'rounds.currency',
      'rounds.amount',
      'rounds.extra_stake',
      'rounds.payout',
      'rounds.multiplier',
      'rounds.created_at',
      'users.username',
      'users.private',
    ])
    .where('rounds.status', '=', 'finished')
    .orderBy('rounds.created_at', 'desc')
    .limit(FEED_SIZE);
  if (filter.userId) query = query.where('rounds.user_id', '=', filter.userId);
  if (filter.minUsd) query = query.where('rounds.stake_usd', '>=', filter.minUsd);
  const rows = await query.execute();
  return rows.map((row) => ({
    roundId: row.id,
    game: row.game,
    username: row.private ? null : row.username,
    currency: row.currency,
    wager: toDecimalString(fromDecimalString(row.amount) + fromDecimalString(row.extra_stake)),
    payout: decimal(row.payout),
    multiplier: decimal(row.multiplier),
    createdAt: row.created_at.toISOString(),
  }));
}
