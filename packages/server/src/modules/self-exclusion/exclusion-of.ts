import type { Exclusion } from '@ante/core';
import type { UserRow } from '../../lib/session';

export type ExclusionColumns = Pick<
  UserRow,
  'excluded_until' | 'excluded_permanently' | 'exclusion_kind' | 'reopens_at'
>;

/** The columns `exclusionOf` reads, for a select. */
export const EXCLUSION_COLUMNS = [
  'excluded_until',
  'excluded_permanently',
  'exclusion_kind',
  'reopens_at',
] as const satisfies readonly (keyof ExclusionColumns)[];

/**
 * The break that keeps this account from playing at `now`, or null when there is none:
 * a time-out or self-exclusion still running, or a self-exclusion whose time has passed
 * but which the player has not reopened (no confirmation yet, or its cooling-off not
 * over). `onBreak` (on-break.ts) is the same rule in SQL.
 */
export function exclusionOf(row: ExclusionColumns, now = new Date()): Exclusion | null {
  if (row.excluded_permanently) {
    return { until: null, permanent: true, kind: 'self-exclusion', state: 'running', reopensAt: null };
  }
  if (!row.excluded_until) return null;
  const until = row.excluded_until.toISOString();
  const kind = row.exclusion_kind ?? 'time-out';
  if (row.excluded_until.getTime() > now.getTime()) {
    return { until, permanent: false, kind, state: 'running', reopensAt: null };
  }
  if (kind === 'time-out') return null;
  if (!row.reopens_at) return { until, permanent: false, kind, state: 'ended', reopensAt: null };
  if (row.reopens_at.getTime() > now.getTime()) {
    return { until, permanent: false, kind, state: 'reopening', reopensAt: row.reopens_at.toISOString() };
  }
  return null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment in the words the messages use: "3 Feb 2027, 14:00 UTC". */
export function describeMoment(iso: string): string {
  return `${dateFormat.format(new Date(iso))} UTC`;
}

/** How long a break lasts, in the words its messages use: "permanently", "until 3 Feb 2027, 14:00 UTC". */
export function describeUntil(exclusion: Pick<Exclusion, 'until' | 'permanent'>): string {
  return exclusion.permanent || !exclusion.until ? 'permanently' : `until ${describeMoment(exclusion.until)}`;
}

/**
 * What the account's break means for play, as the refusals and the player's view say
 * it: "Your account is on a time-out until …", "… is self-excluded until …", or how
 * an ended self-exclusion reopens.
 */
export function describeExclusion(exclusion: Exclusion): string {
  if (exclusion.permanent) return 'Your account is self-excluded permanently.';
  if (exclusion.state === 'ended') {
    return 'Your self-exclusion has ended, but your account stays closed until you confirm that you want it reopened (Settings > Security); it then reopens 24 hours later.';
  }
  if (exclusion.state === 'reopening' && exclusion.reopensAt) {
    return `Your self-exclusion has ended; your account reopens at ${describeMoment(exclusion.reopensAt)}.`;
  }
  return exclusion.kind === 'time-out'
    ? `Your account is on a time-out ${describeUntil(exclusion)}.`
    : `Your account is self-excluded ${describeUntil(exclusion)}.`;
}
