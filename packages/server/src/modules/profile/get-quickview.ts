import { fromDecimalString, type QuickviewResponse, rankForXp } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A player's public card, by id or by username (bet feeds and leaderboards show
 * names). Counted over finished rounds:
 * - bets: every finished round;
 * - wins: the payout is more than the round's total stake (base plus any stake an
 *   action added, in the round's currency);
 * - losses: the payout is less than the total stake;
 * - a push (payout equal to the stake, which includes free rounds of stake 0) is neither.
 * `wageredUsd` is the loyalty total (`users.xp`), and `favoriteGame` the game with
 * the most rounds (the latest played wins a tie). A player who plays privately shows
 * no rank, stats or favourite game: a rank is a band of total wagers.
 */
export async function getQuickview(db: Db, idOrUsername: string): Promise<QuickviewResponse> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'rank_id',
      'created_at',
      'private',
      sql<string>`round(xp, 2)::text`.as('wagered_usd'),
      sql<string>`xp::text`.as('xp'),
    ])
    .where((eb) =>
      UUID.test(idOrUsername)
        ? eb('id', '=', idOrUsername)
        : eb(sql<string>`lower(username)`, '=', idOrUsername.toLowerCase()),
    )
    .executeTakeFirst();
  if (!user) throw new NotFound('There is no such player.', 'id');
  const card = {
    userId: user.id,
    username: user.username,
    // The recorded rank follows xp when the player reads their own stats; a card read
    // before that still shows the rank their wagers have reached.
    rankId: Math.max(user.rank_id, rankForXp(fromDecimalString(user.xp)).id),
    joinedAt: new Date(user.created_at).toISOString(),
  };
  if (user.private) return { ...card, rankId: null, stats: null, favoriteGame: null };

  const { rows } = await sql<{ bets: number; wins: number; losses: number }>`
    SELECT count(*)::int AS bets,
      count(*) FILTER (WHERE coalesce(payout, 0) > amount + extra_stake)::int AS wins,
      count(*) FILTER (WHERE coalesce(payout, 0) < amount + extra_stake)::int AS losses
    FROM rounds WHERE user_id = ${user.id} AND status = 'finished'
  `.execute(db);
  const favorite = await db
    .selectFrom('rounds')
    .select('game')
    .where('user_id', '=', user.id)
    .groupBy('game')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  const counts = rows[0] ?? { bets: 0, wins: 0, losses: 0 };
  return {
    ...card,
    stats: { ...counts, wageredUsd: user.wagered_usd },
    favoriteGame: favorite?.game ?? null,
  };
}
