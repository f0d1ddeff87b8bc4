import type { PeriodicBonusKind } from '@ante/core';
import { dueTimes, type Schedule } from '../../../lib/jobs/schedule';

/**
 * The periods the weekly and monthly bonuses cover, in UTC: a week runs from Monday
 * 00:00 to the next Monday 00:00, a month from the 1st 00:00 to the next 1st. The job
 * is due at each period's end, so its due time names the period it grants.
 */
export const PERIOD_SCHEDULES: Record<PeriodicBonusKind, Schedule> = {
  weekly: { cron: '0 0 * * 1' },
  monthly: { cron: '0 0 1 * *' },
};

const TIMES = {
  weekly: dueTimes(PERIOD_SCHEDULES.weekly),
  monthly: dueTimes(PERIOD_SCHEDULES.monthly),
};

export interface Period {
  kind: PeriodicBonusKind;
  /** Inclusive. */
  start: Date;
  /** Exclusive: the job's due time. */
  end: Date;
}

/** The period that closes at `end` (a due time of the kind's schedule). */
export function periodEndingAt(kind: PeriodicBonusKind, end: Date): Period {
  const start = TIMES[kind].latest(new Date(end.getTime() - 1));
  if (!start) throw new Error(`no ${kind} period ends at ${end.toISOString()}`);
  return { kind, start, end };
}

/** When the next grant of the kind is made: the end of the period open at `now`. */
export function nextGrantAt(kind: PeriodicBonusKind, now: Date): Date {
  const next = TIMES[kind].next(now);
  if (!next) throw new Error(`the ${kind} schedule has no next due time`);
  return next;
}
