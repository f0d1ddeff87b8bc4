import {
  type Competition,
  type CompetitionStatus,
  canonicalDecimal,
  fromDecimalString,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';

/** A competition's row with its prizes (USD, by place) and its count of ranked players. */
function competitionQuery(db: Db) {
  return db
    .selectFrom('competitions')
    .selectAll('competitions')
    .select([
      sql<string[]>`ARRAY(SELECT p.amount_usd::text FROM competition_prizes p
        WHERE p.competition_id = competitions.id ORDER BY p.place)`.as('prizes'),
      sql<string>`(SELECT count(DISTINCT r.user_id)::text FROM rounds r
        WHERE r.created_at >= competitions.starts_at AND r.created_at < competitions.ends_at
          AND r.stake_usd > 0
          AND (cardinality(competitions.games) = 0 OR r.game = ANY(competitions.games)))`.as('players'),
    ]);
}

type CompetitionRow = Awaited<ReturnType<ReturnType<typeof competitionQuery>['executeTakeFirstOrThrow']>>;

export function statusAt(row: { starts_at: Date; ends_at: Date; cancelled_at: Date | null }, now: Date) {
  const status: CompetitionStatus = row.cancelled_at
    ? 'cancelled'
    : now < row.starts_at
      ? 'upcoming'
      : now < row.ends_at
        ? 'live'
        : 'ended';
  return status;
}

export function presentCompetition(row: CompetitionRow, now = new Date()): Competition {
  const prizes = row.prizes.map(canonicalDecimal);
  const pool = prizes.reduce((sum, prize) => sum + fromDecimalString(prize), 0n);
  return {
    id: row.id,
    name: row.name,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: statusAt(row, now),
    games: row.games,
    prizes,
    prizePool: toDecimalString(pool),
    prizeCurrency: row.prize_currency,
    campaignId: row.campaign_id,
    players: Number(row.players),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** One competition, cancelled ones included (staff see those); 404 when unknown. */
export async function findCompetition(db: Db, id: string): Promise<Competition> {
  const row = await competitionQuery(db).where('competitions.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('There is no such competition.');
  return presentCompetition(row);
}

/** How many ended competitions the public list keeps. */
export const ENDED_LISTED = 20;

/**
 * The public list: live ones (ending soonest first), then upcoming ones (starting
 * soonest first), then the latest ended ones. Cancelled competitions are not shown.
 */
export async function listCompetitions(db: Db, filter: { campaignId?: string }): Promise<Competition[]> {
  const now = new Date();
  let base = competitionQuery(db).where('competitions.cancelled_at', 'is', null);
  if (filter.campaignId) base = base.where('competitions.campaign_id', '=', filter.campaignId);
  const [open, ended] = await Promise.all([
    base.where('competitions.ends_at', '>', now).orderBy('competitions.ends_at', 'asc').limit(100).execute(),
    base
      .where('competitions.ends_at', '<=', now)
      .orderBy('competitions.ends_at', 'desc')
      .limit(ENDED_LISTED)
      .execute(),
  ]);
  const presented = open.map((row) => presentCompetition(row, now));
  const live = presented.filter((competition) => competition.status === 'live');
  const upcoming = presented
    .filter((competition) => competition.status === 'upcoming')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return [...live, ...upcoming, ...ended.map((row) => presentCompetition(row, now))];
}
