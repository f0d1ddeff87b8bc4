import { canonicalDecimal, type JackpotWin } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** The latest wins, newest first; a winner who plays privately is shown without a name. */
export async function listWins(db: Db, limit: number): Promise<JackpotWin[]> {
  const rows = await db
    .selectFrom('jackpot_wins')
    .innerJoin('users', 'users.id', 'jackpot_wins.user_id')
    .select([
      'jackpot_wins.id',
      'jackpot_wins.round_id',
      'jackpot_wins.currency',
      'jackpot_wins.amount_usd',
      'jackpot_wins.amount',
      'jackpot_wins.won_at',
      'users.username',
      'users.private',
    ])
    .orderBy('jackpot_wins.won_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.private ? null : row.username,
    amountUsd: canonicalDecimal(row.amount_usd),
    amount: canonicalDecimal(row.amount),
    currency: row.currency,
    roundId: row.round_id,
    wonAt: row.won_at.toISOString(),
  }));
}
