import {
  type Atoms,
  fromDecimalString,
  parseAmount,
  rankForXp,
  rewardRates,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import type { Period } from './periods';

/** A grant worth less than a cent is not made: it would cost the player a claim for nothing. */
export const MIN_GRANT_USD: Atoms = parseAmount('0.01');

const DAY_MS = 86_400_000;
const INSERT_BATCH = 500;

interface PlayerPeriod {
  user_id: string;
  /** Sum of stake_usd x the game's house edge over the period's settled rounds. */
  edge_usd: string;
  /** The player's xp when the period closed. */
  xp_at_end: string;
}

/**
 * Grants each player who played in the closed `period` their weekly or monthly bonus:
 *
 *     (sum over the period's settled rounds of stake_usd x the game's house edge) x rate%
 *
 * - A round belongs to the period it settled in (`finished_at`), so a round counts in
 *   exactly one week and one month, once its stake is final (doubles and splits in).
 * - The house edge is 100% less the game's return to player as the catalogue states it
 *   (`games.rtp`, the figure the lobby shows): 1% for dice, 2.7% for roulette.
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
    const players = await sql<PlayerPeriod>`
      WITH played AS (
        SELECT r.user_id, sum(r.stake_usd * (100 - g.rtp) / 100) AS edge_usd
        FROM rounds r JOIN games g ON g.slug = r.game
        WHERE r.status = 'finished' AND r.finished_at >= ${start} AND r.finished_at < ${end}
        GROUP BY r.user_id
      ), later AS (
        SELECT r.user_id, sum(r.stake_usd) AS staked
        FROM rounds r JOIN played p ON p.user_id = r.user_id
        WHERE r.created_at >= ${end}
        GROUP BY r.user_id
      )
      SELECT p.user_id, trunc(p.edge_usd, 18)::text AS edge_usd,
        greatest(u.xp - coalesce(l.staked, 0), 0)::text AS xp_at_end
      FROM played p JOIN users u ON u.id = p.user_id LEFT JOIN later l ON l.user_id = p.user_id
      WHERE p.edge_usd > 0
      ORDER BY p.user_id
    `.execute(trx);
    const grants = [];
    for (const player of players.rows) {
      const rank = rankForXp(fromDecimalString(player.xp_at_end));
      const rates = rewardRates(rank.id);
      const percent = kind === 'weekly' ? rates.weeklyPercent : rates.monthlyPercent;
      const edge = fromDecimalString(player.edge_usd);
      const usd = (edge * BigInt(percent)) / 100n;
      if (usd < MIN_GRANT_USD) continue;
      grants.push({
        user_id: player.user_id,
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
