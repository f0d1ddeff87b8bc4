import type { Exclusion } from '@ante/core';

const untilFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the player's own time: '29 Nov 2026, 14:05'. */
export function describeMoment(iso: string): string {
  return untilFormat.format(new Date(iso));
}

/** 'until 29 Nov 2026, 14:05' (the player's own time), or 'permanently'. */
export function describeExclusion(exclusion: Exclusion): string {
  if (exclusion.permanent || !exclusion.until) return 'permanently';
  return `until ${describeMoment(exclusion.until)}`;
}

/** The break in a sentence, with the right word for its kind and where an ended self-exclusion stands. */
export function exclusionHeadline(exclusion: Exclusion): string {
  if (exclusion.permanent) return 'Your account is self-excluded permanently.';
  if (exclusion.state === 'ended')
    return 'Your self-exclusion has ended. Your account stays closed until you reopen it.';
  if (exclusion.state === 'reopening' && exclusion.reopensAt) {
    return `Your account reopens at ${describeMoment(exclusion.reopensAt)}.`;
  }
  return exclusion.kind === 'time-out'
    ? `Your account is on a time-out ${describeExclusion(exclusion)}.`
    : `Your account is self-excluded ${describeExclusion(exclusion)}.`;
}

/**
 * Whether the break still keeps the account from playing now (the user record may be
 * older than its end): a running break until its end, an ended self-exclusion until the
 * player has confirmed and the cooling-off is over.
 */
export function isExclusionActive(exclusion: Exclusion, now = Date.now()): boolean {
  if (exclusion.permanent) return true;
  if (exclusion.state === 'ended') return true;
  if (exclusion.state === 'reopening')
    return exclusion.reopensAt !== null && Date.parse(exclusion.reopensAt) > now;
  if (exclusion.until !== null && Date.parse(exclusion.until) > now) return true;
  // A self-exclusion's end does not reopen the account by itself.
  return exclusion.kind === 'self-exclusion';
}
