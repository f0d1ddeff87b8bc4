import type { Exclusion } from '@ante/core';
import type { UserRow } from '../../lib/session';

export type ExclusionColumns = Pick<UserRow, 'excluded_until' | 'excluded_permanently'>;

/** The break in force for these columns at `now`, or null when there is none. */
export function exclusionOf(row: ExclusionColumns, now = new Date()): Exclusion | null {
  if (row.excluded_permanently) return { until: null, permanent: true };
  if (row.excluded_until && row.excluded_until.getTime() > now.getTime()) {
    return { until: row.excluded_until.toISOString(), permanent: false };
  }
  return null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** How long a break lasts, in the words its messages use: "permanently", "until 3 Feb 2027, 14:00 UTC". */
export function describeUntil(exclusion: Exclusion): string {
  return exclusion.permanent || !exclusion.until
    ? 'permanently'
    : `until ${dateFormat.format(new Date(exclusion.until))} UTC`;
}
