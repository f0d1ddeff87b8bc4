import { fromDecimalString, type RealityCheck, type RealityCheckMinutes, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/** How far back a session's figures reach: a tab left open for days is not one session. */
export const LONGEST_SESSION_MS = 24 * 60 * 60_000;

/**
 * What a player's session has cost since `since`: staked, and paid back less staked, in
 * USD at each round's own rate (as the play limits count, play-limits/read-usage.ts),
 * over every game and provider; a cancelled round counts nothing and an open one counts
 * its stake as lost until it settles. `since` is the browser's session start, clamped
 * to the last day and to now.
 */
export async function readSessionPlay(
  db: Db,
  userId: string,
  minutes: RealityCheckMinutes | null,
  since: Date,
  now: Date,
): Promise<RealityCheck> {
  const from = new Date(
    Math.min(now.getTime(), Math.max(since.getTime(), now.getTime() - LONGEST_SESSION_MS)),
  );
  const { rows } = await sql<{ wagered: string; net: string; rounds: number }>`
    SELECT coalesce(sum(stake_usd), 0)::text AS wagered,
      coalesce(sum(coalesce(payout * wager_usd / nullif(amount, 0), 0) - stake_usd), 0)::text AS net,
      count(*)::int AS rounds
    FROM rounds
    WHERE user_id = ${userId} AND created_at >= ${from} AND status <> 'cancelled'
  `.execute(db);
  const row = rows[0];
  const usd = (value: string | undefined) => toDecimalString(fromDecimalString(value ?? '0'));
  return {
    minutes,
    since: from.toISOString(),
    wageredUsd: usd(row?.wagered),
    netUsd: usd(row?.net),
    rounds: row?.rounds ?? 0,
  };
}
