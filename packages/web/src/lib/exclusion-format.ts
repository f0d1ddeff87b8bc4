import type { Exclusion } from '@ante/core';

const untilFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'until 29 Nov 2026, 14:05' (the player's own time), or 'permanently'. */
export function describeExclusion(exclusion: Exclusion): string {
  if (exclusion.permanent || !exclusion.until) return 'permanently';
  return `until ${untilFormat.format(new Date(exclusion.until))}`;
}

/** Whether the break is still on now (the user record may be older than its end). */
export function isExclusionActive(exclusion: Exclusion, now = Date.now()): boolean {
  return exclusion.permanent || (exclusion.until !== null && Date.parse(exclusion.until) > now);
}
