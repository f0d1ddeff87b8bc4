import type { JackpotEvent } from '@ante/core';
import type { AppContext } from '../../lib/context';
import { PendingEvents } from '../../lib/events';
import type { Job } from '../../lib/jobs/scheduler';
import { accrue, usdText } from './pot';

/** How often the pot accrual is due (once across all nodes). */
export const ACCRUE_EVERY_MS = 5_000;

/**
 * Counts new stakes into the pot and tells every browser the new amount. The
 * scheduler runs it on one node per due time; the pot row's lock (SKIP LOCKED) and its
 * minimum gap still keep accruals at most one per interval when a retry follows soon
 * after an accrual, so the jackpot feed stays a few seconds apart.
 */
export async function accruePot(ctx: AppContext, minGapMs = ACCRUE_EVERY_MS - 1_000): Promise<boolean> {
  const pot = await accrue(ctx.database.db, ctx.jackpot, { skipLocked: true, minGapMs });
  if (!pot?.changed) return false;
  const events = new PendingEvents();
  const event: JackpotEvent = { newAmount: usdText(pot.amountUsd) };
  events.toFeed('jackpot', event);
  await events.publish(ctx.bus);
  return true;
}

/** The accrual as a scheduled job, due every ACCRUE_EVERY_MS. */
export function jackpotJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'jackpot.accrual',
      schedule: { everyMs: ACCRUE_EVERY_MS },
      async run() {
        await accruePot(ctx);
      },
    },
  ];
}
