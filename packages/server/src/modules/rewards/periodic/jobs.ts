import { PERIODIC_BONUS_KINDS, toDecimalString } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../lib/context';
import type { Job } from '../../../lib/jobs/scheduler';
import { grantPeriodicBonuses } from './grant-periodic-bonuses';
import { PERIOD_SCHEDULES, periodEndingAt } from './periods';

const WEEK_MS = 7 * 86_400_000;
const MONTH_MS = 31 * 86_400_000;

/**
 * The weekly and monthly grants, due at each period's end (Monday 00:00 and the 1st
 * 00:00, UTC). The scheduler runs each due time on one node; they catch up, so a
 * casino that was down over a period's end grants every missed period once, oldest
 * first, when it comes back. Their grace is a whole period so that the first start of
 * a casino (nothing on record to catch up from) still grants the period that just
 * closed. A run repeated anyway inserts nothing: grants are unique per period.
 */
export function periodicBonusJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  return PERIODIC_BONUS_KINDS.map((kind) => ({
    name: `rewards.${kind}-bonus`,
    schedule: PERIOD_SCHEDULES[kind],
    catchUp: true,
    graceMs: kind === 'weekly' ? WEEK_MS : MONTH_MS,
    leaseMs: 120_000,
    maxAttempts: 10,
    async run({ dueAt }) {
      const period = periodEndingAt(kind, dueAt);
      const result = await grantPeriodicBonuses(ctx.database.db, period, {
        claimDays: ctx.config.rewardClaimDays,
        now: new Date(),
      });
      log.info(
        {
          kind,
          periodStart: period.start,
          periodEnd: period.end,
          ...result,
          usd: toDecimalString(result.usd),
        },
        `${kind} bonuses granted`,
      );
    },
  }));
}
