import {
  type Atoms,
  fromDecimalString,
  parseAmount,
  type Ratio,
  rankForXp,
  rewardRates,
  sumRatios,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { memoisedEdge } from '../settled-stakes/edge-shares';
import type { Period } from './periods';

/** A grant worth less than a cent is not made: it would cost the player a claim for nothing. */
export const MIN_GRANT_USD: Atoms = parseAmount('0.01');

const DAY_MS = 86_400_000;
const INSERT_BATCH = 500;

/** A player's stakes in the period on one game with one set of params. */
interface PlayedGroup {
  user_id: string;
  game: string;
  params: unknown;
  /** Sum of stake_usd over the group's settled rounds. */
  staked_usd: string;
  /** The player's xp when the period closed. */
  xp_at_end: string;
}

interface PlayerPeriod {
  /** stake_usd x edge per group, in USD atoms, exact. */
  edges: Ratio[];
  xpAtEnd: Atoms;
}

/**
 * Grants each player who played in the closed `period` their weekly or monthly bonus:
 *
 *     (sum over the period's settled rounds of stake_usd x the round's house edge) x rate%
 *
 * - A round belongs to the period it settled in (`finished_at`), so a round counts in
 *   exactly one week and one month, once its stake is final (doubles and splits in).
 * - The house edge is core `rewardEdge(game, params)`, the one every reward is a share
 *   of (rakeback too): the exact edge of the game with the params the round was played
 *   with. Not the catalogue's RTP, one figure per game that overstates the edge of some
 *   settings, so a bonus read off it could be farmed. Rounds of a game with no edge we
 *   can state earn nothing. The SQL sums stakes per player, game and params, the edges
 *   (TypeScript, from each game's distribution) are applied here, and each player's sum
 *   is exact until it is cut to the atom once, into `edge_usd`.
 * - The rate is `rewardRates(rank).weeklyPercent` / `monthlyPercent` (core), for the
 *   rank the player's xp had reached when the period closed: xp now less the stakes of
 *   rounds started since (xp counts a stake when its round starts). Not `users.rank_id`,
 *   which follows xp only when the player reads their stats, so it can lag behind, and
 *   which in a run catching up after downtime would already include later play.
 * - The grant is in USD, cut to the atom, and claimable for `claimDays` from `now` (the
 *   moment it is made), so a grant made late after downtime still gets its full window.
 *
 * The unique (user, kind, period) makes a second grant impossible: a run repeated on
 * another node or retried after a failure inserts nothing new. Returns the grants made.
 */
export async function grantPeriodicBonuses(
  db: Db,
  period: Period,
  options: { claimDays: number; now: Date },
): Promise<{ granted: number; usd: Atoms }> {
  const { kind, start, end } = period;
  const expiresAt = new Date(options.now.getTime() + options.claimDays * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const groups = await sql<PlayedGroup>`
      WITH played AS (
        SELECT r.user_id, r.game, r.params, sum(r.stake_usd) AS staked_usd
        FROM rounds r
        WHERE r.status = 'finished' AND r.finished_at >= ${start} AND r.finished_at < ${end}
        GROUP BY r.user_id, r.game, r.params
      ), later AS (
        SELECT r.user_id, sum(r.stake_usd) AS staked
        FROM rounds r
        WHERE r.created_at >= ${end} AND r.user_id IN (SELECT user_id FROM played)
        GROUP BY r.user_id
      )
      SELECT p.user_id, p.game, p.params, p.staked_usd::text AS staked_usd,
        greatest(u.xp - coalesce(l.staked, 0), 0)::text AS xp_at_end
      FROM played p JOIN users u ON u.id = p.user_id LEFT JOIN later l ON l.user_id = p.user_id
      ORDER BY p.user_id
    `.execute(trx);
    const edgeOf = memoisedEdge();
    const players = new Map<string, PlayerPeriod>();
    for (const group of groups.rows) {
      let player = players.get(group.user_id);
      if (!player) {
        player = { edges: [], xpAtEnd: fromDecimalString(group.xp_at_end) };
        players.set(group.user_id, player);
      }
      const edge = edgeOf(group.game, group.params);
      if (edge) player.edges.push({ n: fromDecimalString(group.staked_usd) * edge.n, d: edge.d });
    }
    const grants = [];
    for (const [userId, player] of players) {
      const rank = rankForXp(player.xpAtEnd);
      const rates = rewardRates(rank.id);
      const percent = kind === 'weekly' ? rates.weeklyPercent : rates.monthlyPercent;
      const exact = sumRatios(player.edges);
      const edge = exact.n / exact.d;
      const usd = (edge * BigInt(percent)) / 100n;
      if (usd < MIN_GRANT_USD) continue;
      grants.push({
        user_id: userId,
        kind,
        period_start: start,
        period_end: end,
        rank_id: rank.id,
        edge_usd: toDecimalString(edge),
        usd: toDecimalString(usd),
        granted_at: options.now,
        expires_at: expiresAt,
      });
    }
    let granted = 0;
    let total = 0n;
    for (let from = 0; from < grants.length; from += INSERT_BATCH) {
      const inserted = await trx
        .insertInto('periodic_bonuses')
        .values(grants.slice(from, from + INSERT_BATCH))
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'period_start']).doNothing())
        .returning('usd')
        .execute();
      granted += inserted.length;
      for (const row of inserted) total += fromDecimalString(row.usd);
    }
    return { granted, usd: total };
  });
}
