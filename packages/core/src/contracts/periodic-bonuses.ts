import { z } from 'zod';
import { cryptoCodeSchema } from './wallet';

/** The two bonuses a closed period earns: each week (Monday to Monday) and each month, in UTC. */
export const PERIODIC_BONUS_KINDS = ['weekly', 'monthly'] as const;
export type PeriodicBonusKind = (typeof PERIODIC_BONUS_KINDS)[number];

/**
 * When a periodic bonus can be claimed and when the next one is granted, for the
 * web's countdowns. Its amount is `availableWeekly` / `availableMonthly`.
 */
export const periodicBonusTimesSchema = z.object({
  /** When the earliest unclaimed grant lapses (ISO); null when there is none to claim. */
  expiresAt: z.string().nullable(),
  /** When the next grant is made: the end of the current period (ISO). */
  nextAt: z.string(),
});
export type PeriodicBonusTimes = z.infer<typeof periodicBonusTimesSchema>;

/** The weekly and monthly fields of GET /rewards/stats, spread into rewardsStatsSchema. */
export const periodicBonusStatsShape = {
  /** USD of the unexpired, unclaimed weekly grants. */
  availableWeekly: z.string(),
  /** USD of the unexpired, unclaimed monthly grants. */
  availableMonthly: z.string(),
  weeklyBonus: periodicBonusTimesSchema,
  monthlyBonus: periodicBonusTimesSchema,
};

/** USD claimed so far of each periodic bonus, spread into the stats' `totalClaimed`. */
export const periodicClaimedShape = { weekly: z.string(), monthly: z.string() };

/**
 * POST /rewards/claim/weekly and /rewards/claim/monthly: pays every unexpired grant of
 * that kind, its USD value at the rate of the moment, in `currency`.
 */
export const periodicBonusClaimSchema = z.strictObject({ currency: cryptoCodeSchema });
export type PeriodicBonusClaim = z.infer<typeof periodicBonusClaimSchema>;
