import type { PlayLimitPeriod } from '@ante/core';

/**
 * Limits count over calendar periods in UTC: a day from midnight, a week from Monday
 * midnight, a month from the first. A calendar period resets at one moment the player
 * can be told ("at 00:00 UTC on 4 Dec"), the same for every bet of the period, where a
 * rolling window frees each stake 24 hours after it was made and has no single reset.
 */
export function periodStart(period: PlayLimitPeriod, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  if (period === 'day') return new Date(Date.UTC(year, month, day));
  if (period === 'month') return new Date(Date.UTC(year, month, 1));
  // getUTCDay counts Sunday as 0; the week starts on Monday.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month, day - sinceMonday));
}

/** When the period holding `now` ends and its total starts again from zero. */
export function periodEnd(period: PlayLimitPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'day') return new Date(start.getTime() + 86_400_000);
  if (period === 'week') return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

const resetFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "00:00 UTC on Fri, 4 Dec 2026", as the refusals word a reset. */
export function describeReset(resetsAt: Date): string {
  return `00:00 UTC on ${resetFormat.format(resetsAt)}`;
}

const momentFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "4 Dec 2026, 14:00 UTC". */
export function describeMoment(at: Date): string {
  return `${momentFormat.format(at)} UTC`;
}

/** How a period reads in a sentence: the limit's adjective and the span so far. */
export const PERIOD_WORDS: Record<PlayLimitPeriod, { adjective: string; span: string }> = {
  day: { adjective: 'daily', span: 'today' },
  week: { adjective: 'weekly', span: 'this week' },
  month: { adjective: 'monthly', span: 'this month' },
};
