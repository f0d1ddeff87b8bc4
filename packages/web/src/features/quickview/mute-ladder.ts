import { CHAT_MUTE_LADDER, type ChatMute } from '@ante/core';

const MINUTE_MS = 60_000;
const LAST_STEP = CHAT_MUTE_LADDER.length - 1;

/** How long a mute was given for, in minutes; null for a permanent one. */
export function muteMinutes(mute: Pick<ChatMute, 'createdAt' | 'until'>): number | null {
  if (mute.until === null) return null;
  return Math.round((Date.parse(mute.until) - Date.parse(mute.createdAt)) / MINUTE_MS);
}

/**
 * The ladder step a mute stands on: its own duration when it is one of the ladder's,
 * else the longest step it reached (staff elsewhere may give any length).
 */
export function ladderStepOf(mute: Pick<ChatMute, 'createdAt' | 'until'>): number {
  const minutes = muteMinutes(mute);
  if (minutes === null) return LAST_STEP;
  let step = 0;
  CHAT_MUTE_LADDER.forEach((rung, index) => {
    if (rung.minutes !== null && rung.minutes <= minutes) step = index;
  });
  return step;
}

/**
 * The step staff are offered next: one above the player's latest mute, so a repeat
 * offender climbs the ladder; the first rung for a first offence. Permanent stays permanent.
 */
export function nextLadderStep(mutes: readonly Pick<ChatMute, 'createdAt' | 'until'>[]): number {
  const latest = mutes.reduce<Pick<ChatMute, 'createdAt' | 'until'> | null>(
    (newest, mute) => (newest === null || mute.createdAt > newest.createdAt ? mute : newest),
    null,
  );
  if (latest === null) return 0;
  return Math.min(ladderStepOf(latest) + 1, LAST_STEP);
}

/** A duration as staff read it: the ladder's own words when it matches a rung, else minutes, hours or days. */
export function durationLabel(minutes: number | null): string {
  const rung = CHAT_MUTE_LADDER.find((candidate) => candidate.minutes === minutes);
  if (rung) return rung.label;
  if (minutes === null) return 'Permanent';
  if (minutes % 1_440 === 0) return plural(minutes / 1_440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Whether a mute still holds at `nowMs`. */
export function isMuteActive(mute: Pick<ChatMute, 'until'>, nowMs: number): boolean {
  return mute.until === null || Date.parse(mute.until) > nowMs;
}
