import { Cron } from 'croner';

/**
 * When a job is due: every `everyMs` (counted from the Unix epoch, so every node
 * computes the same due times without talking to the others), or by a calendar rule
 * in cron syntax (`0 0 * * 1` is Mondays at midnight), read in UTC unless a time zone
 * is given.
 */
export type Schedule = { everyMs: number } | { cron: string; timeZone?: string };

/** The due times of one schedule. */
export interface DueTimes {
  /** The latest due time at or before `now`, or null if there is none. */
  latest(now: Date): Date | null;
  /** The first due time strictly after `after`, or null if there is none. */
  next(after: Date): Date | null;
}

export function dueTimes(schedule: Schedule): DueTimes {
  if ('everyMs' in schedule) {
    const every = schedule.everyMs;
    if (!Number.isInteger(every) || every < 1)
      throw new Error(`everyMs must be a positive integer, not ${every}`);
    return {
      latest: (now) => new Date(Math.floor(now.getTime() / every) * every),
      next: (after) => new Date((Math.floor(after.getTime() / every) + 1) * every),
    };
  }
  // A paused Cron with no callback only computes dates: it never starts a timer.
  const rule = new Cron(schedule.cron, { timezone: schedule.timeZone ?? 'UTC', paused: true });
  return {
    latest: (now) => rule.previousRuns(1, new Date(now.getTime() + 1))[0] ?? null,
    next: (after) => rule.nextRun(after),
  };
}
