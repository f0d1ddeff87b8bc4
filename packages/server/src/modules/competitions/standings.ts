import { canonicalDecimal } from '@ante/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/**
 * The ranking of one competition, computed from the rounds themselves (no counters to
 * keep in step with bets):
 *
 * - A round counts when it was placed (`created_at`) in [starts_at, ends_at) on one of
 *   the competition's games, or any game when the list is empty. Its weight is
 *   `stake_usd`, the USD value of all its stakes (a multi-step round's doubles,
 *   splits and insurance included), as loyalty xp and the pot count it.
 * - Players rank by their total, highest first. Equal totals rank by who reached
 *   theirs first, that is the earlier last counted bet; then by user id, so the order
 *   is the same on every read.
 */
function rankedSql(competitionId: string): RawBuilder<unknown> {
  return sql`
    SELECT r.user_id, sum(r.stake_usd) AS wagered,
      row_number() OVER (ORDER BY sum(r.stake_usd) DESC, max(r.created_at) ASC, r.user_id ASC) AS place
    FROM rounds r
    JOIN competitions c ON c.id = ${competitionId}
    WHERE r.created_at >= c.starts_at AND r.created_at < c.ends_at
      AND (cardinality(c.games) = 0 OR r.game = ANY(c.games))
    GROUP BY r.user_id
    HAVING sum(r.stake_usd) > 0`;
}

export interface Standing {
  place: number;
  userId: string;
  username: string;
  private: boolean;
  /** Canonical decimal string, USD. */
  wagered: string;
}

type StandingRow = { place: string; user_id: string; username: string; private: boolean; wagered: string };

function toStanding(row: StandingRow): Standing {
  return {
    place: Number(row.place),
    userId: row.user_id,
    username: row.username,
    private: row.private,
    wagered: canonicalDecimal(row.wagered),
  };
}

/** Places `startAt` to `startAt + count - 1`, in order. */
export async function standingsPage(
  db: Db,
  competitionId: string,
  startAt: number,
  count: number,
): Promise<Standing[]> {
  const { rows } = await sql<StandingRow>`
    WITH ranked AS (${rankedSql(competitionId)})
    SELECT ranked.place::text AS place, ranked.user_id, u.username, u.private, ranked.wagered::text AS wagered
    FROM ranked JOIN users u ON u.id = ranked.user_id
    WHERE ranked.place >= ${startAt}
    ORDER BY ranked.place
    LIMIT ${count}`.execute(db);
  return rows.map(toStanding);
}

/** One player's standing, or undefined before their first counted bet. */
export async function standingOf(
  db: Db,
  competitionId: string,
  userId: string,
): Promise<Standing | undefined> {
  const { rows } = await sql<StandingRow>`
    WITH ranked AS (${rankedSql(competitionId)})
    SELECT ranked.place::text AS place, ranked.user_id, u.username, u.private, ranked.wagered::text AS wagered
    FROM ranked JOIN users u ON u.id = ranked.user_id
    WHERE ranked.user_id = ${userId}`.execute(db);
  return rows[0] ? toStanding(rows[0]) : undefined;
}

/** How many players are ranked. */
export async function countRanked(db: Db, competitionId: string): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    WITH ranked AS (${rankedSql(competitionId)}) SELECT count(*)::text AS total FROM ranked`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
