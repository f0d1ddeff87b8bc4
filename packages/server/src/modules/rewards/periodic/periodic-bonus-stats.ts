import {
  type Atoms,
  fromDecimalString,
  PERIODIC_BONUS_KINDS,
  type PeriodicBonusKind,
  type PeriodicBonusTimes,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { nextGrantAt } from './periods';

export interface PeriodicBonusStats {
  fields: {
    availableWeekly: string;
    availableMonthly: string;
    weeklyBonus: PeriodicBonusTimes;
    monthlyBonus: PeriodicBonusTimes;
  };
  /** USD of both kinds' unexpired grants, for totalAvailableRewards. */
  availableUsd: Atoms;
  /** USD claimed so far, for totalClaimed. */
  claimed: { weekly: string; monthly: string };
}

/** The weekly and monthly part of GET /rewards/stats. */
export async function periodicBonusStats(
  trx: Db,
  userId: string,
  now = new Date(),
): Promise<PeriodicBonusStats> {
  const rows = await trx
    .selectFrom('periodic_bonuses')
    .select([
      'kind',
      sql<string>`coalesce(sum(usd) filter (where claimed_at is null and expires_at > ${now}), 0)::text`.as(
        'available',
      ),
      sql<Date | null>`min(expires_at) filter (where claimed_at is null and expires_at > ${now})`.as(
        'expires_at',
      ),
      sql<string>`coalesce(sum(usd) filter (where claimed_at is not null), 0)::text`.as('claimed'),
    ])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  const of = (kind: PeriodicBonusKind) => {
    const row = rows.find((entry) => entry.kind === kind);
    const expiresAt = row?.expires_at ? new Date(row.expires_at) : null;
    return {
      available: fromDecimalString(row?.available ?? '0'),
      claimed: fromDecimalString(row?.claimed ?? '0'),
      times: { expiresAt: expiresAt?.toISOString() ?? null, nextAt: nextGrantAt(kind, now).toISOString() },
    };
  };
  const [weekly, monthly] = PERIODIC_BONUS_KINDS.map(of) as [ReturnType<typeof of>, ReturnType<typeof of>];
  return {
    fields: {
      availableWeekly: toDecimalString(weekly.available),
      availableMonthly: toDecimalString(monthly.available),
      weeklyBonus: weekly.times,
      monthlyBonus: monthly.times,
    },
    availableUsd: weekly.available + monthly.available,
    claimed: { weekly: toDecimalString(weekly.claimed), monthly: toDecimalString(monthly.claimed) },
  };
}
