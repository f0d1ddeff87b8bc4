import type { PlayLimitPeriod } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/**
 * How long a round keeps the player at play when no other round follows it: a bet
 * that comes within this of the one before continues the same stretch of play, and
 * a longer pause counts only this much (docs/play-limits.md).
 */
export const PLAY_IDLE_CUTOFF_SECONDS = 5 * 60;

/**
 * Seconds of play in each period of `now`, measured from the player's rounds so that
 * it holds across devices and tabs and cannot be dodged by closing one. Each round
 * keeps the player at play until the next round or for PLAY_IDLE_CUTOFF_SECONDS,
 * whichever comes first, and the last one until `now` at most; time played is how
 * much of the period those stretches cover. Every round counts, cancelled or not:
 * the time was spent either way. One scan of the player's rounds index since the
 * earliest period start, less the cutoff, since a round just before midnight still
 * covers a little of the new day.
 */
export async function readTimePlayed(
  db: Db,
  userId: string,
  starts: Record<PlayLimitPeriod, Date>,
  earliest: Date,
  now: Date,
): Promise<Record<PlayLimitPeriod, bigint>> {
  const from = new Date(earliest.getTime() - PLAY_IDLE_CUTOFF_SECONDS * 1000);
  const covered = (start: Date) => sql<string>`coalesce(floor(sum(greatest(extract(epoch FROM
      least(next_at, at + ${sql.lit(PLAY_IDLE_CUTOFF_SECONDS)} * interval '1 second') - greatest(at, ${start}::timestamptz)), 0))), 0)::text`;
  const { rows } = await sql<Record<PlayLimitPeriod, string>>`
    SELECT ${covered(starts.day)} AS day, ${covered(starts.week)} AS week, ${covered(starts.month)} AS month
    FROM (
      SELECT created_at AS at, coalesce(lead(created_at) OVER (ORDER BY created_at), ${now}::timestamptz) AS next_at
      FROM rounds
      WHERE user_id = ${userId} AND created_at >= ${from} AND created_at <= ${now}
    ) AS stretches`.execute(db);
  const row = rows[0];
  return row
    ? { day: BigInt(row.day), week: BigInt(row.week), month: BigInt(row.month) }
    : { day: 0n, week: 0n, month: 0n };
}
