import { parseAmount, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { dueTimes, type Schedule } from '../../lib/jobs/schedule';
import { defaultPrizeCurrency, insertCompetition } from './create-competition';

/** A week of the race: Monday 00:00 to the next Monday 00:00, UTC (as the weekly bonus). */
export const WEEKLY_RACE_SCHEDULE: Schedule = { cron: '0 0 * * 1' };
export const WEEK_MS = 7 * 86_400_000;
/** The campaign the casino's own weekly races carry: `GET /casino/competitions?campaignId=weekly-race`. */
export const WEEKLY_RACE_CAMPAIGN = 'weekly-race';
export const WEEKLY_RACE_NAME = 'Weekly Wager Race';

const WEEKS = dueTimes(WEEKLY_RACE_SCHEDULE);
/** One cent in atoms (10^-18). */
const CENT = 10n ** 16n;

/** The Monday 00:00 UTC that starts the week holding `at`. */
export function weekStartOf(at: Date): Date {
  const start = WEEKS.latest(at);
  if (!start) throw new Error(`no week holds ${at.toISOString()}`);
  return start;
}

/**
 * The pool shared by place in cents, in falling shares: place i of n gets n - i + 1
 * shares of n(n+1)/2, rounded down, and the cents left over go to first place, so the
 * prizes add up to the pool exactly and never grow with the place. The configuration
 * makes sure the last place gets at least a cent.
 */
export function splitPool(poolUsd: string, places: number): string[] {
  // USD amounts in configuration have at most 2 decimals (config-env.ts).
  const poolCents = parseAmount(poolUsd) / CENT;
  const shares = BigInt((places * (places + 1)) / 2);
  const cents = Array.from({ length: places }, (_, index) => (poolCents * BigInt(places - index)) / shares);
  const left = poolCents - cents.reduce((sum, amount) => sum + amount, 0n);
  cents[0] = (cents[0] ?? 0n) + left;
  return cents.map((amount) => toDecimalString(amount * CENT));
}

/**
 * Makes sure the week holding `now` has its weekly wager race (on every game, prizes
 * from WEEKLY_RACE_POOL_USD over WEEKLY_RACE_PLACES places, in the default prize
 * currency), so the Competitions page is alive from a fresh install's first day.
 * Idempotent across nodes: a transaction-scoped advisory lock lets one node at a time
 * look for the week's race and insert it when missing, so two nodes (or a job run
 * repeated) make one race. A race staff cancelled stays cancelled: it is found, and
 * no other is made for that week. Returns the new race's id, or null.
 */
export async function ensureWeeklyRace(db: Db, config: Config, now = new Date()): Promise<string | null> {
  const race = config.weeklyRace;
  if (!race) return null;
  const startsAt = weekStartOf(now);
  const endsAt = new Date(startsAt.getTime() + WEEK_MS);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${'ante.competitions.weekly-race'}))`.execute(trx);
    const existing = await trx
      .selectFrom('competitions')
      .select('id')
      .where('campaign_id', '=', WEEKLY_RACE_CAMPAIGN)
      .where('starts_at', '=', startsAt)
      .executeTakeFirst();
    if (existing) return null;
    return insertCompetition(trx, {
      name: WEEKLY_RACE_NAME,
      startsAt,
      endsAt,
      games: [],
      prizeCurrency: defaultPrizeCurrency(config),
      campaignId: WEEKLY_RACE_CAMPAIGN,
      createdBy: null,
      prizesUsd: splitPool(race.poolUsd, race.places),
    });
  });
}
