import {
  fromDecimalString,
  isCryptoCode,
  multiplyByRate,
  PLAY_LIMIT_PERIODS,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { RatesService } from '../wallet/rates/rates-service';
import { periodStart } from './periods';
import { readTimePlayed } from './read-time-played';

/**
 * What counts against each kind of limit in each period so far: USD atoms for the
 * money kinds, whole seconds of play for `time`.
 */
export type Usage = Record<PlayLimitKind, Record<PlayLimitPeriod, bigint>>;

type Totals = Record<PlayLimitPeriod, string>;

function zeroes(): Record<PlayLimitPeriod, bigint> {
  return { day: 0n, week: 0n, month: 0n };
}

/**
 * Reads what a player has staked, lost and deposited in each calendar period of
 * `now`, for the kinds asked (a player with only a daily loss limit reads only the day's
 * rounds). Stakes and losses come from `rounds`, every game's and every provider's
 * alike, at their dollar value when staked (`stake_usd`); a loss is what was staked
 * less what was paid back, the payout valued at the round's own rate, and an open round
 * counts its stake as lost until it settles. A cancelled round counts nothing.
 * Deposits count when credited, valued at today's price (a deposit stores no price).
 * Time played is `readTimePlayed`'s.
 */
export async function readUsage(
  db: Db,
  rates: RatesService,
  userId: string,
  kinds: ReadonlySet<PlayLimitKind>,
  periods: ReadonlySet<PlayLimitPeriod>,
  now: Date,
): Promise<Usage> {
  const usage: Usage = { deposit: zeroes(), loss: zeroes(), wager: zeroes(), time: zeroes() };
  const starts = Object.fromEntries(
    PLAY_LIMIT_PERIODS.map((period) => [period, periodStart(period, now)]),
  ) as Record<PlayLimitPeriod, Date>;
  const earliest = new Date(Math.min(...[...periods].map((period) => starts[period].getTime())));
  const { day, week, month } = starts;

  if (kinds.has('loss') || kinds.has('wager')) {
    const { rows } = await sql<{ wager: Totals; loss: Totals }>`
      SELECT json_build_object(
          'day', coalesce(sum(stake_usd) FILTER (WHERE created_at >= ${day}), 0)::text,
          'week', coalesce(sum(stake_usd) FILTER (WHERE created_at >= ${week}), 0)::text,
          'month', coalesce(sum(stake_usd) FILTER (WHERE created_at >= ${month}), 0)::text) AS wager,
        json_build_object(
          'day', coalesce(sum(lost) FILTER (WHERE created_at >= ${day}), 0)::text,
          'week', coalesce(sum(lost) FILTER (WHERE created_at >= ${week}), 0)::text,
          'month', coalesce(sum(lost) FILTER (WHERE created_at >= ${month}), 0)::text) AS loss
      FROM (
        SELECT created_at, stake_usd,
          stake_usd - coalesce(payout * wager_usd / nullif(amount, 0), 0) AS lost
        FROM rounds
        WHERE user_id = ${userId} AND created_at >= ${earliest} AND status <> 'cancelled'
      ) AS staked`.execute(db);
    const row = rows[0];
    if (row) {
      for (const period of PLAY_LIMIT_PERIODS) {
        usage.wager[period] = fromDecimalString(row.wager[period]);
        usage.loss[period] = fromDecimalString(row.loss[period]);
      }
    }
  }

  if (kinds.has('deposit')) {
    const { rows } = await sql<{ currency: string } & Totals>`
      SELECT currency,
        coalesce(sum(amount) FILTER (WHERE credited_at >= ${day}), 0)::text AS day,
        coalesce(sum(amount) FILTER (WHERE credited_at >= ${week}), 0)::text AS week,
        coalesce(sum(amount) FILTER (WHERE credited_at >= ${month}), 0)::text AS month
      FROM deposits
      WHERE user_id = ${userId} AND status = 'credited' AND credited_at >= ${earliest}
      GROUP BY currency`.execute(db);
    for (const row of rows) {
      // A currency without a usable price cannot be valued; the bet itself needs one anyway.
      if (!isCryptoCode(row.currency) || !rates.isUsable(row.currency)) continue;
      const price = rates.usdPrice(row.currency);
      for (const period of PLAY_LIMIT_PERIODS) {
        usage.deposit[period] += multiplyByRate(fromDecimalString(row[period]), price);
      }
    }
  }
  if (kinds.has('time')) usage.time = await readTimePlayed(db, userId, starts, earliest, now);
  return usage;
}
