import {
  type Atoms,
  fromDecimalString,
  LEVEL_UP_EDGE_PERCENT,
  LOYALTY_RANKS,
  parseAmount,
  type Ratio,
  ratio,
  sumRatios,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { memoisedEdge } from './settled-stakes/edge-shares';

/**
 * What each rank's level-up bonus pays a player: LEVEL_UP_EDGE_PERCENT of the house
 * edge their stakes carried on the climb to it (the USD staked from the rank before's
 * requirement to this one's, each stake at `rewardEdge` of its game and params), and
 * never more than the rank's stated bonus (core loyalty/ranks.ts). A climb at a 1% edge
 * earns the stated bonus; a climb at blackjack's 0.5% earns about half of it. So the
 * level-ups, like every other reward, are a share of what the stakes cost
 * (core loyalty/reward-shares.ts), whatever the game.
 *
 * The climb is read from the player's rounds in the order they were placed, a running
 * sum of `stake_usd` (what xp adds up) cut at the two requirements, added up in the
 * database per game and params so that each setting's edge is worked out once.
 */
export async function levelUpAmounts(
  trx: Db,
  userId: string,
  rankIds: number[],
): Promise<Map<number, Atoms>> {
  const amounts = new Map<number, Atoms>();
  const climbs = rankIds.flatMap((id) => {
    const rank = LOYALTY_RANKS[id];
    const before = LOYALTY_RANKS[id - 1];
    return rank && before ? [{ id, from: before.wagerRequirement, to: rank.wagerRequirement }] : [];
  });
  if (climbs.length === 0) return amounts;
  const bounds = sql.join(
    climbs.map((climb) => sql`(${climb.id}::int, ${climb.from}::numeric, ${climb.to}::numeric)`),
  );
  const { rows } = await sql<{ level: number; game: string; params: unknown; usd: string }>`
    WITH placed AS (
      SELECT game, params, stake_usd, sum(stake_usd) OVER (ORDER BY created_at, id) AS upto
      FROM rounds WHERE user_id = ${userId}::uuid
    ), climbs(level, lo, hi) AS (VALUES ${bounds})
    SELECT c.level, p.game, p.params,
      sum(least(p.upto, c.hi) - greatest(p.upto - p.stake_usd, c.lo))::text AS usd
    FROM placed p JOIN climbs c ON p.upto > c.lo AND p.upto - p.stake_usd < c.hi
    GROUP BY c.level, p.game, p.params`.execute(trx);
  const edgeOf = memoisedEdge();
  const edges = new Map<number, Ratio[]>();
  for (const row of rows) {
    const edge = edgeOf(row.game, row.params);
    if (!edge) continue;
    const usd = fromDecimalString(row.usd);
    edges.set(row.level, [...(edges.get(row.level) ?? []), ratio(usd * edge.n, edge.d)]);
  }
  for (const climb of climbs) {
    const edge = sumRatios(edges.get(climb.id) ?? []);
    const earned = (edge.n * BigInt(LEVEL_UP_EDGE_PERCENT)) / (edge.d * 100n);
    const stated = parseAmount(LOYALTY_RANKS[climb.id]?.levelUpBonus ?? '0', { allowZero: true });
    amounts.set(climb.id, earned < stated ? earned : stated);
  }
  return amounts;
}
